// The workbench's account card (in the workbench chunk only).
export { AccountOverview } from './components/account-overview';
// What a user without a supplier sees there instead.
export { FirstSteps } from './components/first-steps';
