import type { Executor } from '../../db/schema';
import './schema';

export async function insertContract(
  db: Executor,
  c: { mainId: string; supplierId: number; orderId: number; title: string; taskTitle: string; html: string; textHash: string; now: Date },
) {
  const row = await db
    .insertInto('partial_contract')
    .values({
      main_id: c.mainId,
      supplier_id: c.supplierId,
      order_id: c.orderId,
      title: c.title,
      task_title: c.taskTitle,
      html: c.html,
      text_hash: c.textHash,
      created_at: c.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The supplier's contract with this id and signing slot; another supplier's is not found. */
export const findContract = (db: Executor, supplierId: number, id: number, mainId: string) =>
  db
    .selectFrom('partial_contract')
    .selectAll()
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();

export const listContracts = (db: Executor, supplierId: number) =>
  db
    .selectFrom('partial_contract')
    .select(['id', 'main_id', 'order_id', 'title', 'task_title', 'created_at', 'signed_at', 'signer_name'])
    .where('supplier_id', '=', supplierId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/**
 * Signs the contract once: the `signed_at is null` condition lets exactly one of concurrent signers through (the
 * others wait for its row lock, see it signed and update nothing). Returns whether this call signed it.
 */
export async function signContract(
  trx: Executor,
  c: {
    supplierId: number;
    id: number;
    mainId: string;
    userId: number;
    signerName: string;
    signerPhone: string;
    clientIp: string | null;
    now: Date;
  },
): Promise<boolean> {
  const row = await trx
    .updateTable('partial_contract')
    .set({ signed_by: c.userId, signer_name: c.signerName, signer_phone: c.signerPhone, client_ip: c.clientIp, signed_at: c.now })
    .where('id', '=', c.id)
    .where('main_id', '=', c.mainId)
    .where('supplier_id', '=', c.supplierId)
    .where('signed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
