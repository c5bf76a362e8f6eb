// The workbench's reminder of contracts to sign (in the workbench chunk only).
export { PendingContracts } from './components/pending-contracts';
export { FrameworkNote } from './components/framework-note';
