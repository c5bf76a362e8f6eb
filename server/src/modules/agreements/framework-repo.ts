import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/schema';
import type { FrameworkSignatureTable } from './schema';

/** Any constant: serialises publishing so versions are consecutive. */
const PUBLISH_LOCK_KEY = 7_412_013;

export const currentAgreement = (db: Executor) =>
  db.selectFrom('framework_agreement').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();

export const findAgreement = (db: Executor, id: number) =>
  db.selectFrom('framework_agreement').selectAll().where('id', '=', id).executeTakeFirst();

export const listAgreements = (db: Executor) => db.selectFrom('framework_agreement').selectAll().orderBy('version', 'desc').execute();

export async function insertAgreement(trx: Executor, a: { title: string; html: string; now: Date }) {
  await sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`.execute(trx);
  const { max } = await trx
    .selectFrom('framework_agreement')
    .select((eb) => eb.fn.max('version').as('max'))
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('framework_agreement')
    .values({ version: Number(max ?? 0) + 1, title: a.title, template_html: a.html, published_at: a.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findSignature = (db: Executor, supplierId: number, agreementId: number, partyType: string) =>
  db
    .selectFrom('framework_signature')
    .selectAll()
    .where('supplier_id', '=', supplierId)
    .where('agreement_id', '=', agreementId)
    .where('party_type', '=', partyType)
    .executeTakeFirst();

/** The supplier's latest signature as a person (the one a tripartite signing succeeds). */
export const latestPersonSignature = (db: Executor, supplierId: number) =>
  db
    .selectFrom('framework_signature as s')
    .innerJoin('framework_agreement as a', 'a.id', 's.agreement_id')
    .select(['s.party_name', 's.signed_at', 'a.version'])
    .where('s.supplier_id', '=', supplierId)
    .where('s.party_type', '=', 'person')
    .orderBy('a.version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const listSignatures = (db: Executor, supplierId: number) =>
  db.selectFrom('framework_signature').selectAll().where('supplier_id', '=', supplierId).orderBy('signed_at', 'desc').execute();

/** Every column but the id, none left out: a signature records each of them (nullable ones as null). */
export type NewSignature = Omit<Selectable<FrameworkSignatureTable>, 'id'>;

/** Inserts the signature unless the supplier signed this version as this party already; returns whether it did. */
export async function insertSignature(trx: Executor, s: NewSignature): Promise<boolean> {
  const row = await trx
    .insertInto('framework_signature')
    .values(s)
    .onConflict((oc) => oc.constraint('framework_signature_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
