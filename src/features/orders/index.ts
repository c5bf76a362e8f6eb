// Orders: taking an order on a task (the task pages' chunk). The workbench screens import './screens'.
export { ordersApi } from './api';
export { TakeOrderButton, takeOrderBlocker } from './components/take-order-button';
