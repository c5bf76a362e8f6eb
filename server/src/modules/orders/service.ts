import { ERROR_CODES } from '@contract/http';
import { VERIFY_STATUS } from '@contract/login';
import type { Db, Executor } from '../../db/schema';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { taskIdOf, taskNotFound, type TaskService } from '../tasks';
import * as repo from './repo';

export const TAKE_PERMISSION = 'task:take';

const alreadyTaken = () => new BusinessError(ERROR_CODES.conflict, '您已接过该任务的订单');

/** Only a member of a verified supplier who holds the take permission may take orders. */
function takingSupplier(auth: AuthContext): ActingSupplier {
  const { supplier } = auth;
  if (!supplier) throw new BusinessError(ERROR_CODES.notVerified, '您还没有加入供应商企业，请先完成企业认证后再接单');
  if (supplier.verifyStatus !== VERIFY_STATUS.verified) throw new BusinessError(ERROR_CODES.notVerified, '请先完成企业认证后再接单');
  if (!supplier.authList.includes(TAKE_PERMISSION)) throw new BusinessError(ERROR_CODES.forbidden, '您没有接单权限，请联系企业管理员开通');
  return supplier;
}

export function createOrderService({ db, clock, tasks }: { db: Db; clock: Clock; tasks: Pick<TaskService, 'places'> }) {
  /** Why a place could not be claimed, in the words the supplier can act on. */
  async function refusal(trx: Executor, taskId: number, supplierId: number): Promise<BusinessError> {
    if (await repo.hasOrder(trx, taskId, supplierId)) return alreadyTaken();
    const reason = await tasks.places.whyNone(trx, taskId);
    if (reason === 'notFound') return taskNotFound();
    if (reason === 'full') return new BusinessError(ERROR_CODES.conflict, '该任务名额已满');
    return new BusinessError(ERROR_CODES.conflict, '任务已下架');
  }

  /**
   * The place and the order in one transaction: the conditional update guards capacity, the unique index
   * guards "once per supplier", and when either refuses the other is rolled back with it. The supplier is
   * the session's, never one named by the payload.
   */
  async function take(taskIdText: string, auth: AuthContext): Promise<{ orderId: string }> {
    const supplier = takingSupplier(auth);
    const taskId = taskIdOf(taskIdText);
    const now = clock();
    const orderId = await db.transaction().execute(async (trx) => {
      if (!(await tasks.places.claim(trx, taskId, now))) throw await refusal(trx, taskId, supplier.id);
      const id = await repo.insertOrder(trx, { taskId, supplierId: supplier.id, userId: auth.userId, now });
      if (id === null) throw alreadyTaken();
      return id;
    });
    return { orderId: String(orderId) };
  }

  /** How many orders the supplier has taken (the home page's counter). */
  const countForSupplier = (supplierId: number) => repo.countForSupplier(db, supplierId);

  return { take, countForSupplier };
}

export type OrderService = ReturnType<typeof createOrderService>;
