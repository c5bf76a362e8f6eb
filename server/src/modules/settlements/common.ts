import { ERROR_CODES } from '@contract/http';
import type { Payee } from '@contract/settlements';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_VIEW_PERMISSION, type SettlementStatus } from '@contract/settlements.meta';
import type { CoreCtx, Ctx } from '../../ctx';
import type { Db, Executor } from '../../db/schema';
import { requirePermission, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { SettlementTable } from './schema';

export const settlementNotFound = () => new BusinessError(ERROR_CODES.notFound, '结算单不存在');

/** Who may see bills: settlement:view (E000403 otherwise). */
export const viewer = (auth: AuthContext) => requirePermission(auth, SETTLEMENT_VIEW_PERMISSION, '查看结算');

export const statusLabel = (status: string) => SETTLEMENT_STATUS_LABELS[status as SettlementStatus] ?? status;

/**
 * Where a supplier's payee accounts come from (the supplier-centre module's bank details): one account of
 * the supplier by id, or its default; null when there is none. The bill keeps a snapshot of the one it used.
 */
export interface PayoutAccounts {
  get(db: Executor, supplierId: number, accountId: string): Promise<Payee | null>;
  getDefault(db: Executor, supplierId: number): Promise<Payee | null>;
}

type PayeeColumns = Pick<SettlementTable, 'payee_account_id' | 'payee_bank_name' | 'payee_account_name' | 'payee_account_number'>;

export function payeeOf(row: PayeeColumns): Payee | null {
  if (!row.payee_account_id) return null;
  return {
    accountId: row.payee_account_id,
    bankName: row.payee_bank_name ?? '',
    accountName: row.payee_account_name ?? '',
    accountNumber: row.payee_account_number ?? '',
  };
}

export const payeeColumns = (p: Payee): PayeeColumns => ({
  payee_account_id: p.accountId,
  payee_bank_name: p.bankName,
  payee_account_name: p.accountName,
  payee_account_number: p.accountNumber,
});

export const payeeNote = (p: Payee) => `收款账户：${p.bankName} ${p.accountNumber}（${p.accountName}）`;

export type SettlementNoticeType =
  'settlement_issued' | 'settlement_resolved' | 'settlement_corrected' | 'settlement_paid' | 'settlement_failed';

/**
 * What the settlement operations use of the ctx. Notices and webhooks are optional: the demo seed runs the real
 * operations inside its own transaction with just that and its clock.
 */
export type SettlementCtx = Pick<CoreCtx, 'db' | 'clock'> & Partial<Pick<Ctx, 'notices' | 'webhooks'>>;

/** `6222 **** **** 1234`: the bill never keeps or shows a full account number. */
export function maskAccountNumber(digits: string): string {
  const d = digits.replace(/\s/g, '');
  return d.length <= 8 ? `**** ${d.slice(-4)}` : `${d.slice(0, 4)} **** **** ${d.slice(-4)}`;
}

/** The supplier-centre's payout account (full number) as the bill's payee (masked). */
export const payeeFromAccount = (a: { id: string; bankName: string; accountName: string; accountNumber: string }): Payee => ({
  accountId: a.id,
  bankName: a.bankName,
  accountName: a.accountName,
  accountNumber: maskAccountNumber(a.accountNumber),
});

/**
 * Runs `fn` in a transaction of its own, or in the caller's when `db` already is one (the demo seed issues and
 * confirms bills inside the seed's single transaction).
 */
export function inTransaction<T>(db: Db, fn: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
