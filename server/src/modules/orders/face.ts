import type { Db, Executor } from '../../db/schema';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { visibleOrderCount } from './list';
import { findVisibleOrder, orderOfSupplier, visibleOrderIds } from './service';

/**
 * What other modules read of orders without importing this one (the candidates and login modules, which the
 * orders module reads in turn): a face in the ctx, built once by compose.ts.
 */
export function createOrderFace(db: Db) {
  return {
    findVisible: (auth: AuthContext, supplier: ActingSupplier, orderId: string, executor: Executor = db) =>
      findVisibleOrder(executor, auth, supplier, orderId),
    visibleOrderIds: (auth: AuthContext, supplier: ActingSupplier) => visibleOrderIds(db, auth, supplier),
    visibleCount: (auth: AuthContext) => visibleOrderCount(db, auth),
    /** The supplier's order with its task's title (the platform's partial contracts); null when it is not theirs. */
    ofSupplier: (supplierId: number, orderId: string) => orderOfSupplier(db, supplierId, orderId),
  };
}

export type OrderService = ReturnType<typeof createOrderFace>;
