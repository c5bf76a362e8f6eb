import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import { VERIFY_STATUS } from '@contract/login.meta';
import {
  accountNumberProblem,
  BANK_LIMITS,
  BANK_MANAGE_PERMISSION,
  maskAccountNumber,
  type BankList,
  type bankInfo as infoEndpoint,
  type operationBank as operationEndpoint,
} from '@contract/supplier-centre';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { requirePermission, requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { actorOf, recordAudit } from '../audit';
import { bankNames } from '../reference';
import { lockSupplierNoKey, supplierById } from '../suppliers';
import * as repo from './repo';
import { isUniqueViolation } from '../../db/errors';

type Operation = z.output<typeof operationEndpoint.request>;

const invalid = (message: string) => new BusinessError(ERROR_CODES.validation, message);
const accountNotFound = () => new BusinessError(ERROR_CODES.notFound, '银行账户不存在或已被删除');
/** Full-width and half-width brackets and spaces count as the same (（演示） = (演示)). */
const sameName = (a: string, b: string) => a.normalize('NFKC').replace(/\s+/g, '') === b.normalize('NFKC').replace(/\s+/g, '');

const shown = (row: repo.AccountRow) => ({
  id: String(row.id),
  bankCode: row.bank_code,
  bankName: row.bank_name,
  accountName: row.account_name,
  accountNumber: maskAccountNumber(row.account_number),
  branchName: row.branch_name,
  isDefault: row.is_default,
});

async function list(executor: Executor, supplierId: number): Promise<BankList> {
  const supplier = await supplierById(executor, supplierId);
  const rows = await repo.listAccounts(executor, supplierId);
  return { list: rows.map(shown), holderName: supplier?.name ?? '', verified: supplier?.verify_status === VERIFY_STATUS.verified };
}

/** The supplier's bank accounts, numbers masked. */
export async function bankInfo(ctx: Ctx, _input: z.output<typeof infoEndpoint.request>, auth: AuthContext): Promise<BankList> {
  return list(ctx.db, requireSupplier(auth).id);
}

/** What the operation will write, or a refusal. Runs before the code is spent and again under the lock. */
async function prepare(executor: Executor, supplierId: number, op: Operation, lock: boolean) {
  const supplier = lock ? await lockSupplierNoKey(executor, supplierId) : await supplierById(executor, supplierId);
  if (!supplier) throw accountNotFound();
  const id = op.action === 'add' ? null : parseId(op.id);
  const existing = id === null ? undefined : await repo.findAccount(executor, supplierId, id);
  if (op.action !== 'add' && !existing) throw accountNotFound();
  if (op.action === 'delete' || op.action === 'default') return { id, existing, values: null };

  if (supplier.verify_status !== VERIFY_STATUS.verified) {
    throw new BusinessError(ERROR_CODES.notVerified, '请先完成企业认证，再添加或修改银行账户');
  }
  const bankName = (await bankNames(executor, [op.bankCode!])).get(op.bankCode!);
  const bank = bankName === undefined ? undefined : { code: op.bankCode!, name: bankName };
  if (!bank) throw invalid('bankCode：开户银行不存在，请从列表中选择');
  if (!sameName(op.accountName!, supplier.name)) {
    throw invalid(`accountName：账户名必须与认证主体名称“${supplier.name}”一致`);
  }
  const number = op.accountNumber ?? existing!.account_number;
  const problem = accountNumberProblem(number, bank.code, supplier.supplier_type === 'person');
  if (problem) throw invalid(`accountNumber：${problem}`);
  if (await repo.numberTaken(executor, supplierId, number, id)) throw new BusinessError(ERROR_CODES.conflict, '该银行账号已添加过');
  if (op.action === 'add' && (await repo.countAccounts(executor, supplierId)) >= BANK_LIMITS.maxAccounts) {
    throw new BusinessError(ERROR_CODES.conflict, `最多只能添加 ${BANK_LIMITS.maxAccounts} 个银行账户`);
  }
  return {
    id,
    existing,
    values: { bank_code: bank.code, account_name: supplier.name, account_number: number, branch_name: op.branchName ?? '' },
  };
}

/**
 * Bank accounts (`bank:manage`). Every operation is checked before the SMS code is spent (a typo costs no code),
 * then checked again inside one transaction that holds the supplier's lock, so operations of one supplier run
 * one at a time and nothing is half-saved.
 */
export async function operationBank(ctx: Ctx, op: Operation, auth: AuthContext): Promise<BankList & { id: string | null }> {
  const supplier = requirePermission(auth, BANK_MANAGE_PERMISSION, '管理银行信息');
  await prepare(ctx.db, supplier.id, op, false);
  // The `bank` scene code sent to the acting user's own phone, used up only once the operation checked out.
  await ctx.userCodes.verify(auth, 'bank', op.code);
  const now = ctx.clock();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { id, existing, values } = await prepare(trx, supplier.id, op, true);
      let affected = id;
      if (op.action === 'add') {
        const first = (await repo.countAccounts(trx, supplier.id)) === 0;
        affected = await repo.insertAccount(trx, supplier.id, { ...values!, is_default: first }, auth.userId, now);
      } else if (op.action === 'edit') {
        await repo.updateAccount(trx, supplier.id, id!, values!, now);
      } else if (op.action === 'delete') {
        await repo.deleteAccount(trx, supplier.id, id!);
        // The default was deleted: the oldest remaining account takes over; with none left there is no default.
        if (existing!.is_default) await repo.promoteOldest(trx, supplier.id, now);
      } else {
        await repo.setDefault(trx, supplier.id, id!, now);
      }
      const number = values?.account_number ?? existing!.account_number;
      await recordAudit(trx, {
        supplierId: supplier.id,
        ...actorOf(auth),
        action: `bank.${op.action}`,
        detail: {
          accountId: String(affected),
          bankCode: values?.bank_code ?? existing!.bank_code,
          accountNumber: maskAccountNumber(number),
        },
        at: now,
      });
      return { id: affected === null ? null : String(affected), ...(await list(trx, supplier.id)) };
    });
  } catch (err) {
    // Only reachable if the supplier lock were bypassed; the indexes still keep the data right.
    if (isUniqueViolation(err)) {
      const numberClash = String((err as { constraint?: unknown }).constraint ?? '').includes('number');
      throw new BusinessError(ERROR_CODES.conflict, numberClash ? '该银行账号已添加过' : '银行账户正在被修改，请刷新后重试');
    }
    throw err;
  }
}

/** A payout account with its full number, for settlements (tenant-filtered: another supplier's id is null). */
export interface PayoutAccount {
  id: string;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchName: string;
}

const payout = (row: repo.AccountRow | undefined): PayoutAccount | null =>
  row
    ? {
        id: String(row.id),
        bankCode: row.bank_code,
        bankName: row.bank_name,
        accountName: row.account_name,
        accountNumber: row.account_number,
        branchName: row.branch_name,
      }
    : null;

export async function getPayoutAccount(db: Executor, supplierId: number, accountId: number | string): Promise<PayoutAccount | null> {
  const id = typeof accountId === 'number' ? accountId : parseId(accountId);
  return id === null ? null : payout(await repo.findAccount(db, supplierId, id));
}

export async function getDefaultPayoutAccount(db: Executor, supplierId: number): Promise<PayoutAccount | null> {
  return payout(await repo.findDefaultAccount(db, supplierId));
}
