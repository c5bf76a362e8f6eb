// Orders: taking an order on a task (the workbench's order lists come later).
export { ordersApi } from './api';
export { TakeOrderButton, takeOrderBlocker } from './components/take-order-button';
