/** The agreements module's public face: framework agreement, partial contracts, the take-order gate. */
export { createAgreementService, type AgreementService } from './service';
export { agreementRoutes } from './routes';
export { publishAgreement, signCurrentFramework } from './platform';
export { sanitizeAgreementHtml } from './sanitize';
export { sha256Hex } from './fill';
export type { OrderOfSupplier } from './partial';
export { insertDemoPartialContract } from './demo-seed';
