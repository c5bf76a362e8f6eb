import { ERROR_CODES } from '@contract/http';
import { VERIFY_STATUS } from '@contract/login';
import type { Db, Executor } from '../../db/schema';
import type { ActingSupplier, AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { taskIdOf, taskNotFound } from '../tasks/service';
import { TASK_STATUS } from '../tasks/status';
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

/** Why a place could not be claimed, in the words the supplier can act on. */
async function refusal(trx: Executor, taskId: number, supplierId: number): Promise<BusinessError> {
  if (await repo.hasOrder(trx, taskId, supplierId)) return alreadyTaken();
  const task = await repo.findTaskState(trx, taskId);
  if (!task) return taskNotFound();
  if (task.status === TASK_STATUS.full || (task.status === TASK_STATUS.open && task.taken_count >= task.person_number)) {
    return new BusinessError(ERROR_CODES.conflict, '该任务名额已满');
  }
  return new BusinessError(ERROR_CODES.conflict, '任务已下架');
}

export function createOrderService({ db, clock }: { db: Db; clock: Clock }) {
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
      if (!(await repo.claimPlace(trx, taskId, now))) throw await refusal(trx, taskId, supplier.id);
      const id = await repo.insertOrder(trx, { taskId, supplierId: supplier.id, userId: auth.userId, now });
      if (id === null) throw alreadyTaken();
      return id;
    });
    return { orderId: String(orderId) };
  }

  return { take };
}

export type OrderService = ReturnType<typeof createOrderService>;
