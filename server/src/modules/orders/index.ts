/** What other modules may use of the orders module. */
export {
  createOrderService,
  likePattern,
  orderNotFound,
  TAKE_PERMISSION,
  type CandidateCountsByOrder,
  type OrderService,
  type VisibleOrder,
} from './service';
export { orderRoutes } from './routes';
