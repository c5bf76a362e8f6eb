import type { AgreementListItem } from '@contract/agreements';
import type { Ctx } from '../../ctx';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { isoTime } from '../../lib/time';
import { findSupplierParty } from '../suppliers';
import * as frameworks from './framework-repo';
import * as partials from './partial-repo';

/**
 * Every framework version (signed, pending for the current one, superseded for older ones left unsigned) and
 * every partial contract of the caller's supplier. The current version counts as signed only when signed as
 * what the supplier is now: a person's signature does not sign for the company it became.
 */
export async function getAgreementList({ db }: Ctx, _input: unknown, auth: AuthContext): Promise<{ list: AgreementListItem[] }> {
  const supplier = requireSupplier(auth);
  const [versions, signatures, contracts, party] = await Promise.all([
    frameworks.listAgreements(db),
    frameworks.listSignatures(db, supplier.id),
    partials.listContracts(db, supplier.id),
    findSupplierParty(db, supplier.id),
  ]);
  const currentId = versions[0]?.id;
  const framework = versions.map((v): AgreementListItem => {
    const current = v.id === currentId;
    const mine = signatures.filter((s) => s.agreement_id === v.id);
    const signature = current ? mine.find((s) => s.party_type === party?.type) : mine[0];
    return {
      kind: 'framework',
      agreementId: String(v.id),
      title: v.title,
      version: v.version,
      current,
      status: signature ? 'signed' : current ? 'pending' : 'superseded',
      createdAt: isoTime(v.published_at),
      signedAt: signature ? isoTime(signature.signed_at) : undefined,
      signerName: signature?.signer_name,
    };
  });
  const partial = contracts.map((c): AgreementListItem => ({
    kind: 'partial',
    agreementId: String(c.id),
    mainId: c.main_id,
    title: c.title,
    orderId: String(c.order_id),
    taskTitle: c.task_title,
    status: c.signed_at ? 'signed' : 'pending',
    createdAt: isoTime(c.created_at),
    signedAt: c.signed_at ? isoTime(c.signed_at) : undefined,
    signerName: c.signer_name ?? undefined,
  }));
  return { list: [...framework, ...partial] };
}
