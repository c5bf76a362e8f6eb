/** What other modules may use of the orders module. */
export { createOrderService, type OrderService } from './service';
export { likePattern, orderNotFound, TAKE_PERMISSION, type CandidateCountsByOrder, type VisibleOrder } from './rules';
export { orderRoutes } from './routes';
export { lockOrderRow, orderedTasks, orderPeople, orderTakenTimes, supplierHasOrder } from './lookups';
export { firstOrdersOf, insertDemoOrder } from './demo-seed';
