import { CANDIDATE_MANAGE_PERMISSION, OWNERSHIP_ERROR_CODE, OWNERSHIP_WINDOW_DAYS } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { chinaDate, identityMismatches, parseIdNumber } from '@contract/id-number';
import type { Db, Executor } from '../../db/schema';
import { requirePermission, type ActingSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import type { OrderService, VisibleOrder } from '../orders';
import type { NotificationService } from '../notifications';
import type { WebhookPort } from '../webhooks';
import * as repo from './repo';
import { candidateNotFound, DUPLICATE_ON_ORDER_MESSAGE, ownershipMessage, type Fields } from './rules';

/** The file behind a résumé file id when the caller may read it (the files module's `readable`). */
export type ResumeFileCheck = (auth: AuthContext, fileId: string) => Promise<{ purpose: string } | undefined>;

export interface CandidateServiceDeps {
  db: Db;
  clock: Clock;
  orders: OrderService;
  /** When absent, a résumé file id is stored as given (the files module wires the check). */
  resumeFile?: ResumeFileCheck;
  /** Tells the order's people of status moves (the notifications module); without it nobody is told. */
  notices?: Pick<NotificationService, 'withNotices' | 'orderEvent'>;
  /** Reports status moves to the supplier's webhooks (in the move's transaction); without it none are sent. */
  webhooks?: WebhookPort;
  /**
   * Told, inside the add's transaction, which résumé a new candidate carries (the resumes module marks its
   * draft submitted), so a draft leaves the review queue whichever dialog submitted it.
   */
  resumeUsed?: (trx: Executor, use: { supplierId: number; fileId: string; candidateId: number; now: Date }) => Promise<void>;
}

/** The checks every candidate operation shares: who may act, which candidate they see, what may be stored. */
export function candidateContext(deps: CandidateServiceDeps) {
  const { db, clock, orders, resumeFile } = deps;
  const manager = (auth: AuthContext) => requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');

  /** The candidate as the caller sees it: the supplier's, on an order the caller sees; "not found" otherwise. */
  async function visibleCandidate(auth: AuthContext, supplier: ActingSupplier, candidateIdText: string) {
    const id = parseId(candidateIdText);
    if (id === null) throw candidateNotFound();
    const row = await repo.findCandidate(db, supplier.id, id);
    if (!row) throw candidateNotFound();
    try {
      const order = await orders.findVisible(auth, supplier, String(row.order_id));
      return { row, order };
    } catch (err) {
      if (err instanceof BusinessError && err.code === ERROR_CODES.notFound) throw candidateNotFound();
      throw err;
    }
  }

  /** The ID number's checksum and its agreement with sex and age, on the server's date (China time). */
  function checkIdentity(f: Pick<Fields, 'idNumber' | 'sex' | 'age'>): { birthDate: string } {
    const today = chinaDate(clock());
    const problems = identityMismatches(f, today);
    if (problems.length) throw new BusinessError(ERROR_CODES.validation, problems.map((p) => p.message).join('；'));
    const parsed = parseIdNumber(f.idNumber, today);
    if (!parsed.ok) throw new BusinessError(ERROR_CODES.validation, parsed.reason);
    return { birthDate: parsed.birthDate };
  }

  /** Only a résumé (uploaded for candidates) the caller may read: never a logo, a licence, or a hidden candidate's. */
  async function checkResume(auth: AuthContext, fileId: string | undefined): Promise<void> {
    if (fileId === undefined || !resumeFile) return;
    const file = await resumeFile(auth, fileId);
    if (!file) throw new BusinessError(ERROR_CODES.notFound, '简历文件不存在');
    if (file.purpose !== 'resume') throw new BusinessError(ERROR_CODES.validation, 'resumeFileId：该文件不是简历，请上传候选人的简历文件');
  }

  function orderOpen(order: VisibleOrder): void {
    if (order.status !== 'ongoing') throw new BusinessError(ERROR_CODES.conflict, '订单已结束，不能再推荐候选人');
  }

  const duplicate = () => new BusinessError(ERROR_CODES.conflict, DUPLICATE_ON_ORDER_MESSAGE);
  const cutoffOf = (now: Date) => new Date(now.getTime() - OWNERSHIP_WINDOW_DAYS * 24 * 3600_000);

  /** E000701 with the earlier claim's time; never the other supplier. */
  async function ownershipRefusal(ex: Executor, taskId: number, personKey: string): Promise<BusinessError> {
    const claim = await repo.findClaim(ex, taskId, personKey);
    return new BusinessError(OWNERSHIP_ERROR_CODE, ownershipMessage(claim?.claimed_at));
  }

  return { ...deps, manager, visibleCandidate, checkIdentity, checkResume, orderOpen, duplicate, cutoffOf, ownershipRefusal };
}

export type CandidateContext = ReturnType<typeof candidateContext>;
