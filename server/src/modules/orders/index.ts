/** What other modules may use of the orders module. */
export { createOrderFace, type OrderService } from './face';
export { findVisibleOrder, orderOfSupplier, visibleOrderIds } from './service';
export { myOrderList, visibleOrderCount } from './list';
export { moveOrderStatus } from './status';
export { likePattern, orderNotFound, TAKE_PERMISSION, type CandidateCountsByOrder, type VisibleOrder } from './rules';
export { orderRoutes } from './routes';
export { lockOrderRow, orderedTasks, orderPeople, orderTakenTimes, supplierHasOrder, taskOrderPeople } from './lookups';
export { firstOrdersOf, insertDemoOrder } from './demo-seed';
export { platformOrderList } from './platform';
export { orderIdsOfTask, platformOrderOf } from './platform-repo';
export { platformOrderRoutes } from './platform-routes';
