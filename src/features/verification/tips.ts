// The verification banner every layout shows under the header (kept apart from the screen's chunk).
export { VerificationTips } from './components/verification-tips';
