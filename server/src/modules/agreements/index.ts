/** The agreements module's public face: framework agreement, partial contracts, the take-order gate. */
export { publishFrameworkAgreement } from './service';
export { requireSignedFramework } from './framework';
export { createPartialContract, type ContractOrder } from './partial';
export { agreementRoutes, platformAgreementRoutes } from './routes';
export { publishAgreement, signCurrentFramework } from './platform';
export { sanitizeAgreementHtml } from './sanitize';
export { sha256Hex } from './fill';
export { insertDemoPartialContract } from './demo-seed';
