import { HIRED_STATUSES } from '@contract/candidates.meta';
import { chinaDate } from '@contract/id-number';
import { PERMISSIONS, VERIFY_STATUS } from '@contract/login';
import { BusinessError } from '../http/envelope';
import type { AuthContext } from '../http/auth';
import { candidatesWithHireTimes } from '../modules/candidates';
import {
  billForSeed,
  insertAttendance,
  issueSettlement,
  paySettlement,
  resolveSettlementDispute,
  settlementConfirm,
  type FileLine,
  type SettlementCtx,
} from '../modules/settlements';
import { taskTerms } from '../modules/tasks';
import type { Db, Executor } from '../db/schema';
import { demoPeople } from './demo-people';
import { seededRandom } from './random';

const DAY = 24 * 3600_000;
const CST = 8 * 3600_000;
const dayOf = (d: Date) => chinaDate(d);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** 10:00 China time on a day, never later than `now`. */
const tenOClock = (day: string, now: Date) => new Date(Math.min(Date.parse(`${day}T10:00:00Z`) - CST, now.getTime() - 60_000));

/** What becomes of the demo bills, in issue order (oldest periods first): every state, a rejected and a corrected dispute. */
const PLAN = ['paid', 'failed', 'confirmed', 'paid', 'disputed', 'rejected', 'corrected', 'pending', 'paid', 'pending'] as const;

/**
 * Attendance for the demo orders' hired candidates (work days from the day after the hire until they left or
 * yesterday: 8 hours, sometimes 10 or 7.5; pieces on piece-rate tasks), then bills for two periods of each
 * order, issued, confirmed, disputed, paid and failed through the settlement services themselves so the
 * numbers and the history are what the real flow makes. Deterministic.
 */
export async function seedDemoSettlements(trx: Executor, now: Date, randomSeed = 20240901): Promise<void> {
  const rnd = seededRandom(randomSeed);
  const people = await demoPeople(trx);
  if (!people) return;
  const { supplierId, supplierName, admin } = people;
  const candidates = await candidatesWithHireTimes(trx, supplierId, HIRED_STATUSES);
  const terms = await taskTerms(
    trx,
    candidates.map((c) => c.task_id),
  );
  const hired = candidates.map((c) => ({ ...c, reward_unit: terms.get(c.task_id)!.reward_unit }));
  const today = dayOf(now);
  const rows: { candidate_id: number; order_id: number; day: string; hours_centi: number; pieces: number }[] = [];
  for (const c of hired) {
    if (!c.hired_at) continue;
    const last = c.left_at ? dayOf(c.left_at) : addDays(today, -1);
    for (let day = addDays(dayOf(c.hired_at), 1); day <= last; day = addDays(day, 1)) {
      if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue; // Sundays off
      const roll = rnd.next();
      const hours = roll < 0.15 ? 1000 : roll < 0.25 ? 750 : 800;
      rows.push({
        candidate_id: c.id,
        order_id: c.order_id,
        day,
        hours_centi: hours,
        pieces: c.reward_unit === 'piece' ? rnd.int(250, 400) : 0,
      });
    }
  }
  await insertAttendance(trx, rows);

  let at = now;
  const clock = () => at;
  // The real operations, in the seed's transaction, with no notices or webhooks.
  const ctx: SettlementCtx = { db: trx as Db, clock };
  const auth: AuthContext = {
    userId: admin.user_id,
    sessionId: 'seed',
    phone: admin.phone,
    userName: admin.user_name,
    supplier: { id: supplierId, name: supplierName, isMain: true, authList: [...PERMISSIONS], verifyStatus: VERIFY_STATUS.verified },
    clientIp: '127.0.0.1',
  };

  // Two periods ending yesterday: [−46, −24] and [−23, −1] days.
  const periods = [
    [addDays(today, -46), addDays(today, -24)],
    [addDays(today, -23), addDays(today, -1)],
  ] as const;
  const orderIds = [...new Set(hired.map((c) => c.order_id))].sort((a, b) => a - b);
  const bills: { id: string; end: string }[] = [];
  for (const [from, to] of periods) {
    for (const orderId of orderIds) {
      at = tenOClock(addDays(to, 1), now);
      try {
        bills.push({ id: (await issueSettlement(ctx, { orderId, from, to, lines: null })).settlementId, end: to });
      } catch (err) {
        if (!(err instanceof BusinessError)) throw err; // nothing to bill in that period
      }
    }
  }

  const step = (bill: { end: string }, days: number, hour: number) => {
    at = new Date(Math.min(Date.parse(`${addDays(bill.end, days)}T${String(hour).padStart(2, '0')}:00:00Z`) - CST, now.getTime() - 60_000));
  };
  const confirm = (id: string) =>
    settlementConfirm(ctx, { settlementId: id, action: 'confirm', idempotencyKey: `seed-confirm-${id}` }, auth);
  const dispute = async (id: string, reason: string) => {
    const first = (await billForSeed(trx, Number(id))).lines[0]!;
    return settlementConfirm(
      ctx,
      { settlementId: id, action: 'dispute', reason, lineIds: [String(first.id)], idempotencyKey: `seed-dispute-${id}` },
      auth,
    );
  };
  for (const [i, bill] of bills.entries()) {
    const plan = PLAN[i % PLAN.length]!;
    try {
      if (plan === 'paid' || plan === 'failed' || plan === 'confirmed') {
        step(bill, 2, 11);
        await confirm(bill.id);
        if (plan === 'confirmed') continue;
        step(bill, 4, 15);
        await paySettlement(
          ctx,
          Number(bill.id),
          plan === 'failed' ? '收款账户户名与开户名不一致，银行退票' : null,
          plan === 'failed' ? null : `ZF${bill.id.padStart(8, '0')}`,
        );
      } else if (plan === 'disputed' || plan === 'rejected' || plan === 'corrected') {
        step(bill, 1, 14);
        await dispute(bill.id, plan === 'corrected' ? '第一位人员有一天加班未计入，请核对考勤' : '第一位人员的出勤天数与班组记录不一致');
        if (plan === 'disputed') continue;
        step(bill, 2, 16);
        if (plan === 'rejected')
          await resolveSettlementDispute(ctx, Number(bill.id), { reject: '已核对门禁考勤，出勤天数无误，维持原结算单' });
        else await resolveSettlementDispute(ctx, Number(bill.id), { lines: await correctedLines(trx, bill.id) });
      }
    } catch (err) {
      // Without a payee account (no demo bank account) a bill stays pending: still something on every screen.
      if (!(err instanceof BusinessError)) throw err;
    }
  }
}

/** The disputed bill's lines with the first one's missing unit added (not for per-person bills) and a 50-yuan deduction on the second. */
async function correctedLines(trx: Executor, settlementId: string): Promise<FileLine[]> {
  const { unit, lines } = await billForSeed(trx, Number(settlementId));
  const extra = unit === 'person' ? 0 : 100;
  return lines.map((l, i) => ({
    candidateId: l.candidate_id,
    quantityCenti: Number(l.quantity_centi) + (i === 0 ? extra : 0),
    deductionFen: i === 1 && Number(l.gross_fen) >= 5000 ? 5000 : Number(l.deduction_fen),
    deductionReason: i === 1 && Number(l.gross_fen) >= 5000 ? '工牌遗失，按驻场管理规定扣款' : null,
  }));
}
