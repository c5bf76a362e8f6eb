import { randomUUID } from 'node:crypto';
import { AGREEMENT_HTML_MAX, AGREEMENT_SIGN_PERMISSION } from '@contract/agreements.meta';
import type { PartialContract, SignatureRecord } from '@contract/agreements';
import { ERROR_CODES } from '@contract/http';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { requirePermission, requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { actorOf, recordAudit } from '../audit';
import { sha256Hex } from './fill';
import { signatureRecordOf } from './framework';
import * as repo from './partial-repo';
import { hasContent, sanitizeAgreementHtml } from './sanitize';
import { signPartialContractPath } from '@contract/routes';

const contractNotFound = () => new BusinessError(ERROR_CODES.notFound, '合同不存在');

/** The order a contract is issued for: the caller (ops) looks it up in the orders module, which reads this one. */
export interface ContractOrder {
  id: number;
  title: string;
}

export type CreateContractResult = { ok: true; agreementId: string; mainId: string; textHash: string } | { ok: false; reason: string };

type Row = NonNullable<Awaited<ReturnType<typeof repo.findContract>>>;
const recordOf = (r: Row): SignatureRecord | undefined =>
  r.signed_at && r.signer_name !== null && r.signer_phone !== null
    ? signatureRecordOf({
        signer_name: r.signer_name,
        signer_phone: r.signer_phone,
        signed_at: r.signed_at,
        client_ip: r.client_ip,
        text_hash: r.text_hash,
      })
    : undefined;

/* Partial contracts: the platform issues one per order (ops), the supplier reads and signs it once. */

/** A contract for the supplier's order (ops create-partial-contract); its signers are told in the same transaction. */
export async function createPartialContract(
  ctx: Ctx,
  c: { supplierId: number; order: ContractOrder; html: string; title?: string },
  within?: (trx: Executor, contractId: string) => Promise<void>,
): Promise<CreateContractResult> {
  const { notices } = ctx;
  const { order } = c;
  const html = sanitizeAgreementHtml(c.html);
  if (!hasContent(html)) return { ok: false, reason: '合同内容为空（清理脚本与不安全内容后没有剩下任何文字）' };
  if (html.length > AGREEMENT_HTML_MAX) return { ok: false, reason: `合同内容过长：最多 ${AGREEMENT_HTML_MAX} 个字符` };
  const mainId = randomUUID();
  const textHash = sha256Hex(html);
  const title = c.title ?? `「${order.title}」订单补充合同`;
  const id = await notices.withNotices(async (trx, add) => {
    const contractId = await repo.insertContract(trx, {
      mainId,
      supplierId: c.supplierId,
      orderId: order.id,
      title,
      taskTitle: order.title,
      html,
      textHash,
      now: ctx.clock(),
    });
    await within?.(trx, String(contractId));
    add(
      await notices.notifyMembers(
        trx,
        { supplierId: c.supplierId, permission: AGREEMENT_SIGN_PERMISSION },
        {
          type: 'partial_contract',
          objectId: contractId,
          title: `待签署：${title}`,
          body: `订单「${order.title}」有一份补充合同待您签署`,
          link: signPartialContractPath(contractId, mainId),
        },
      ),
    );
    return contractId;
  });
  return { ok: true, agreementId: String(id), mainId, textHash };
}

/** The caller's supplier's contract, or "not found" for anyone else's (and for ids that cannot exist). */
async function find(db: Executor, supplierId: number, agreementId: string, mainId: string): Promise<Row> {
  const id = parseId(agreementId);
  const row = id === null ? undefined : await repo.findContract(db, supplierId, id, mainId.toLowerCase());
  if (!row) throw contractNotFound();
  return row;
}

export async function getPartialHtml({ db }: Ctx, q: { agreementId: string; mainId: string }, auth: AuthContext): Promise<PartialContract> {
  const supplier = requireSupplier(auth);
  const row = await find(db, supplier.id, q.agreementId, q.mainId);
  const signature = recordOf(row);
  return {
    html: row.html,
    signed: Boolean(signature),
    signedAt: signature?.signedAt,
    title: row.title,
    orderId: String(row.order_id),
    taskTitle: row.task_title,
    createdAt: isoTime(row.created_at),
    textHash: row.text_hash.trim(),
    signature,
  };
}

/** Signs once: the conditional update decides between concurrent signers; everyone gets the one record. */
export async function partialAgreementSigning(
  { db, clock }: Ctx,
  q: { agreementId: string; mainId: string; textHash?: string },
  auth: AuthContext,
): Promise<SignatureRecord> {
  const supplier = requirePermission(auth, AGREEMENT_SIGN_PERMISSION, '协议签署');
  const row = await find(db, supplier.id, q.agreementId, q.mainId);
  const existing = recordOf(row);
  if (existing) return existing;
  if (q.textHash && q.textHash !== row.text_hash.trim())
    throw new BusinessError(ERROR_CODES.conflict, '合同内容与您阅读的不一致，请刷新后重新阅读');
  const now = clock();
  await db.transaction().execute(async (trx) => {
    const signed = await repo.signContract(trx, {
      supplierId: supplier.id,
      id: row.id,
      mainId: row.main_id,
      userId: auth.userId,
      signerName: auth.userName,
      signerPhone: auth.phone,
      clientIp: auth.clientIp ?? null,
      now,
    });
    if (signed) {
      await recordAudit(trx, {
        supplierId: supplier.id,
        ...actorOf(auth),
        action: 'contract.sign',
        detail: { agreementId: row.id, orderId: row.order_id, textHash: row.text_hash.trim() },
        at: now,
      });
    }
  });
  const record = recordOf(await find(db, supplier.id, q.agreementId, q.mainId));
  if (!record) throw new Error('partial contract unsigned after signing');
  return record;
}
