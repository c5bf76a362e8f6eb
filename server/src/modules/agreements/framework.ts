import { AGREEMENT_SIGN_PERMISSION, type FrameworkSignMode } from '@contract/agreements.meta';
import type { FrameworkDetail } from '@contract/agreements';
import { ERROR_CODES } from '@contract/http';
import { VERIFY_STATUS } from '@contract/login';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { requirePermission, requireSupplier, type ActingSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { actorOf, recordAudit } from '../audit';
import { findSupplierParty, type SupplierParty } from '../suppliers';
import { fillFramework, sha256Hex, type Predecessor } from './fill';
import * as repo from './framework-repo';

export const agreementNotFound = () => new BusinessError(ERROR_CODES.notFound, '协议不存在');
const conflict = (message: string) => new BusinessError(ERROR_CODES.conflict, message);
type Signature = NonNullable<Awaited<ReturnType<typeof repo.findSignature>>>;
type Agreement = NonNullable<Awaited<ReturnType<typeof repo.findAgreement>>>;
type SignInput = { agreementId: string; textHash?: string };

export const signatureRecordOf = (s: {
  signer_name: string;
  signer_phone: string;
  signed_at: Date;
  client_ip: string | null;
  text_hash: string;
}) => ({
  signerName: s.signer_name,
  signerPhone: s.signer_phone,
  signedAt: isoTime(s.signed_at),
  clientIp: s.client_ip,
  textHash: s.text_hash.trim(),
});

const frameworkRecordOf = (s: Signature, a: Agreement) => ({
  ...signatureRecordOf(s),
  agreementId: String(a.id),
  version: a.version,
  partyName: s.party_name,
  partyType: s.party_type === 'person' ? ('person' as const) : ('company' as const),
  mode: s.mode === 'tripartite' ? ('tripartite' as const) : ('sign' as const),
});

/* The framework agreement: versions, what each supplier signed, and the rule that gates taking orders. */

async function partyOf(executor: Executor, supplierId: number): Promise<SupplierParty> {
  const party = await findSupplierParty(executor, supplierId);
  if (!party) throw new BusinessError(ERROR_CODES.notFound, '供应商不存在');
  return party;
}

/** A company that signed as a person before (it upgraded) signs the tripartite text; everyone else the plain one. */
async function predecessorOf(executor: Executor, party: SupplierParty): Promise<Predecessor | undefined> {
  if (party.type !== 'company') return undefined;
  const p = await repo.latestPersonSignature(executor, party.id);
  return p ? { name: p.party_name, version: p.version, signedAt: p.signed_at } : undefined;
}

function verifiedParty(party: SupplierParty): SupplierParty {
  if (party.verifyStatus !== VERIFY_STATUS.verified) throw new BusinessError(ERROR_CODES.notVerified, '请先完成企业认证，再签署框架协议');
  return party;
}

export async function checkSign({ db }: Ctx, _input: unknown, auth: AuthContext) {
  const supplier = requireSupplier(auth);
  const current = await repo.currentAgreement(db);
  if (!current) return { signed: true };
  const party = await partyOf(db, supplier.id);
  if (await repo.findSignature(db, supplier.id, current.id, party.type)) return { signed: true };
  const mode: FrameworkSignMode = (await predecessorOf(db, party)) ? 'tripartite' : 'sign';
  return { signed: false, agreementId: String(current.id), version: current.version, mode };
}

export async function filledDetail({ db }: Ctx, input: { agreementId: string }, auth: AuthContext): Promise<FrameworkDetail> {
  const supplier = requireSupplier(auth);
  const id = parseId(input.agreementId);
  const agreement = id === null ? undefined : await repo.findAgreement(db, id);
  if (!agreement) throw agreementNotFound();
  const party = verifiedParty(await partyOf(db, supplier.id));
  const current = await repo.currentAgreement(db);
  const signature = await repo.findSignature(db, supplier.id, agreement.id, party.type);
  const predecessor = signature ? undefined : await predecessorOf(db, party);
  const html = signature ? signature.signed_text : fillFramework(agreement, party, predecessor);
  return {
    agreementId: String(agreement.id),
    version: agreement.version,
    title: agreement.title,
    publishedAt: isoTime(agreement.published_at),
    current: current?.id === agreement.id,
    html,
    textHash: sha256Hex(html),
    party: {
      name: signature?.party_name ?? party.name,
      creditCode: signature ? signature.party_credit_code : party.creditCode,
      type: party.type,
    },
    mode: signature ? (signature.mode === 'tripartite' ? 'tripartite' : 'sign') : predecessor ? 'tripartite' : 'sign',
    signed: Boolean(signature),
    signature: signature ? { ...signatureRecordOf(signature), mode: signature.mode === 'tripartite' ? 'tripartite' : 'sign' } : undefined,
  };
}

/**
 * Signs the current version as what the supplier is now. The text is filled again here, never taken from the
 * client; `seenHash` (what the signer read) must match it. Signing again returns the first record; two signers
 * at once meet at the unique (supplier, version, party type) and both get the one record.
 */
async function signFramework({ db, clock }: Ctx, auth: AuthContext, input: SignInput, mode: FrameworkSignMode) {
  const supplier = requirePermission(auth, AGREEMENT_SIGN_PERMISSION, '协议签署');
  const id = parseId(input.agreementId);
  const agreement = id === null ? undefined : await repo.findAgreement(db, id);
  if (!agreement) throw agreementNotFound();
  return db.transaction().execute(async (trx) => {
    const party = verifiedParty(await partyOf(trx, supplier.id));
    const current = await repo.currentAgreement(trx);
    if (current?.id !== agreement.id) throw conflict(`该协议已有新版本（第 ${current?.version} 版），请签署最新版本`);
    const existing = await repo.findSignature(trx, supplier.id, agreement.id, party.type);
    if (existing) return frameworkRecordOf(existing, agreement);
    const predecessor = await predecessorOf(trx, party);
    if (mode === 'sign' && predecessor) throw conflict('您已由个人认证升级为企业认证，请签署三方协议');
    if (mode === 'tripartite' && !predecessor) throw conflict('无需签署三方协议：只有由个人升级为企业的供应商需要签署，请直接签署框架协议');
    const text = fillFramework(agreement, party, predecessor);
    const textHash = sha256Hex(text);
    if (input.textHash && input.textHash !== textHash) throw conflict('协议内容已更新，请重新阅读后再签署');
    const now = clock();
    const inserted = await repo.insertSignature(trx, {
      supplier_id: supplier.id,
      agreement_id: agreement.id,
      party_type: party.type,
      mode,
      party_name: party.name,
      party_credit_code: party.creditCode,
      signed_by: auth.userId,
      signer_name: auth.userName,
      signer_phone: auth.phone,
      client_ip: auth.clientIp ?? null,
      signed_text: text,
      text_hash: textHash,
      signed_at: now,
    });
    if (inserted) {
      await recordAudit(trx, {
        supplierId: supplier.id,
        ...actorOf(auth),
        action: mode === 'tripartite' ? 'agreement.tripartite' : 'agreement.sign',
        detail: { agreementId: agreement.id, version: agreement.version, partyType: party.type, textHash },
        at: now,
      });
    }
    const saved = await repo.findSignature(trx, supplier.id, agreement.id, party.type);
    if (!saved) throw new Error('framework signature vanished after insert');
    return frameworkRecordOf(saved, agreement);
  });
}

/** The plain framework agreement, for a supplier that never signed as a person. */
export const agreementSigning = (ctx: Ctx, input: SignInput, auth: AuthContext) => signFramework(ctx, auth, input, 'sign');

/** The tripartite text, for a company that upgraded from a person's verification. */
export const upgradeAuthTripartite = (ctx: Ctx, input: SignInput, auth: AuthContext) => signFramework(ctx, auth, input, 'tripartite');

/** Take order's gate (E000702): the supplier must have signed the current version as what it is now. */
export async function requireSignedFramework(db: Executor, supplier: ActingSupplier): Promise<void> {
  const current = await repo.currentAgreement(db);
  if (!current) return;
  const party = await partyOf(db, supplier.id);
  if (await repo.findSignature(db, supplier.id, current.id, party.type)) return;
  const signatures = await repo.listSignatures(db, supplier.id);
  const name = `《${current.title}》`;
  const message = signatures.some((s) => s.agreement_id === current.id)
    ? `您已升级为企业认证，请以企业身份签署${name}三方协议后再接单`
    : signatures.length
      ? `${name}已更新为第 ${current.version} 版，请重新签署后再接单`
      : `请先签署${name}后再接单`;
  throw new BusinessError(ERROR_CODES.agreementUnsigned, message);
}
