import { CANDIDATE_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import type { Db } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { OrderService } from '../orders';
import { ordersWithResume } from './resume-repo';

/**
 * Who may read a candidate's résumé file: whoever may see a candidate it belongs to — a member who manages
 * candidates, on an order they see (the rule of detail_look). The files module asks it for `resume` files.
 */
export function createResumeAccess({ db, orders }: { db: Db; orders: Pick<OrderService, 'findVisible'> }) {
  return async function mayReadResume(auth: AuthContext, file: { id: number }): Promise<boolean> {
    const supplier = auth.supplier;
    if (!supplier?.authList.includes(CANDIDATE_MANAGE_PERMISSION)) return false;
    for (const orderId of await ordersWithResume(db, supplier.id, file.id)) {
      try {
        await orders.findVisible(auth, supplier, String(orderId));
        return true;
      } catch (err) {
        if (!(err instanceof BusinessError && err.code === ERROR_CODES.notFound)) throw err;
      }
    }
    return false;
  };
}
