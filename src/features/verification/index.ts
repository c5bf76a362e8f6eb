// The authentication screen (its own chunk): the state, the company and person forms, the upgrade.
export { VerificationPanel } from './components/verification-panel';
