/** Verification (company or person, and a person's upgrade to a company): the module's public face. */
export { authInfo, closeTips, ocrParse, upgradeCheck } from './info';
export { createTesseract, linesOfTsv, type OcrEngine, type OcrLine } from './ocr';
export { readIdCard, readIdCardFields, readLicence, readLicenceFields } from './read-fields';
export { reviewVerification, type ReviewActor, type VerificationReview, type VerificationReviewed } from './review';
export { platformVerificationRoutes, verificationRoutes } from './routes';
export { reviewingCount, suppliersByClaimedCreditCode, verificationHistory } from './console';
export { againAuth, companyAuth, personAuth, upgrade } from './submit';
export { mayReadVerificationImage } from './submission';
export { insertDemoVerification } from './demo-seed';
