import { AGREEMENT_HTML_MAX, FRAMEWORK_DEFAULT_TITLE } from '@contract/agreements.meta';
import type { Executor } from '../../db/schema';
import { isoTime } from '../../lib/time';
import { findSupplierParty } from '../suppliers';
import { fillFramework, sha256Hex } from './fill';
import * as repo from './framework-repo';
import { hasContent, sanitizeAgreementHtml, textToHtml } from './sanitize';

export type PublishResult = { ok: true; agreementId: string; version: number; publishedAt: string } | { ok: false; reason: string };

/**
 * A new framework agreement version (ops publish-agreement): the text is sanitised (plain text becomes
 * paragraphs), and from now on every supplier must sign it before its next order. Pass a transaction: the
 * version number is taken under a transaction-scoped lock.
 */
export async function publishAgreement(
  trx: Executor,
  a: { title?: string; content: string; format: 'html' | 'text'; now: Date },
): Promise<PublishResult> {
  const html = sanitizeAgreementHtml(a.format === 'text' ? textToHtml(a.content) : a.content);
  if (!hasContent(html)) return { ok: false, reason: '协议内容为空（清理脚本与不安全内容后没有剩下任何文字）' };
  if (html.length > AGREEMENT_HTML_MAX) return { ok: false, reason: `协议内容过长：最多 ${AGREEMENT_HTML_MAX} 个字符` };
  const row = await repo.insertAgreement(trx, { title: a.title ?? FRAMEWORK_DEFAULT_TITLE, html, now: a.now });
  return { ok: true, agreementId: String(row.id), version: row.version, publishedAt: isoTime(row.published_at) };
}

/**
 * Records that the supplier signed the current version as what it is now, signed by `signer` (the demo seed and
 * the test helpers use it for suppliers that take orders). Does nothing when it has signed it already or when
 * nothing is published.
 */
export async function signCurrentFramework(
  db: Executor,
  s: { supplierId: number; signer: { userId: number | null; name: string; phone: string }; clientIp?: string | null; now: Date },
): Promise<void> {
  const current = await repo.currentAgreement(db);
  const party = await findSupplierParty(db, s.supplierId);
  if (!current || !party) return;
  const text = fillFramework(current, party);
  await repo.insertSignature(db, {
    supplier_id: s.supplierId,
    agreement_id: current.id,
    party_type: party.type,
    mode: 'sign',
    party_name: party.name,
    party_credit_code: party.creditCode,
    signed_by: s.signer.userId,
    signer_name: s.signer.name,
    signer_phone: s.signer.phone,
    client_ip: s.clientIp ?? null,
    signed_text: text,
    text_hash: sha256Hex(text),
    signed_at: s.now,
  });
}
