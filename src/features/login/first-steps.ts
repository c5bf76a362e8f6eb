// What a user without a supplier sees on the workbench instead (antd: its own chunk, loaded for such a user only).
export { FirstSteps } from './components/first-steps';
