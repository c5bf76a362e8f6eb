/** Verification (company or person, and a person's upgrade to a company): the module's public face. */
export { createVerificationInfo, type VerificationInfo } from './info';
export { createTesseract, linesOfTsv, type OcrEngine, type OcrLine } from './ocr';
export { readIdCard, readIdCardFields, readLicence, readLicenceFields } from './read-fields';
export { platformVerificationRoutes, verificationRoutes } from './routes';
export { reviewingCount, suppliersByClaimedCreditCode, verificationHistory } from './console';
export { createVerificationService, type VerificationService } from './service';
export { mayReadVerificationImage } from './submission';
export { insertDemoVerification } from './demo-seed';
