import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { usersByIds, usersMatching } from '../login';
import './schema';

/** A member or a pending invitation, as the list and detail show it. `joined_at` is null for an invitation. */
export interface MemberRow {
  /** Internal only for an invitation (the invited phone's account): never shown before it joins. */
  user_id: number;
  /** The invitation's id for a pending or expired invitation, null for a member. */
  invitation_id: number | null;
  name: string;
  phone: string;
  is_main: boolean;
  permissions: string[];
  joined_at: Date | null;
  invited_at: Date | null;
  expires_at: Date | null;
  invited_by: string | null;
}

/** A roster row as stored here: names and phones are the accounts' (the login module's), added after. */
type StoredRow = Omit<MemberRow, 'name' | 'phone' | 'invited_by'> & { invitation_name: string | null; invited_by: number | null };

/** Who matches a keyword: members by their account's name or phone, invitations by the name given or the phone. */
interface Hits {
  like: string;
  members: number[];
  invitedByPhone: number[];
}

/** Members and pending invitations of one supplier (the filter, when a keyword was given, from `hits`). */
function rosterQuery(supplierId: number, hits: Hits | undefined) {
  const members = hits ? sql`and m.user_id = any(${hits.members}::integer[])` : sql``;
  const invitations = hits ? sql`and (i.name like ${hits.like} or i.user_id = any(${hits.invitedByPhone}::integer[]))` : sql``;
  return sql`
    select m.user_id, null::integer as invitation_id, null::text as invitation_name, m.is_main, m.auth_list as permissions, m.joined_at,
           null::timestamptz as invited_at, null::timestamptz as expires_at, null::integer as invited_by
      from supplier_member m
     where m.supplier_id = ${supplierId} ${members}
    union all
    select i.user_id, i.id, i.name, false, i.permissions, null, i.created_at, i.expires_at, i.invited_by
      from supplier_invitation i
     where i.supplier_id = ${supplierId} and i.accepted_at is null ${invitations}`;
}

/**
 * The keyword's matches: the supplier's roster (its members and pending invitations, a company's people, one
 * indexed read) asked of the login module for names and phones, in one query.
 */
async function hitsOf(db: Executor, supplierId: number, like: string): Promise<Hits> {
  const ids = await sql<{ user_id: number }>`
    select user_id from supplier_member where supplier_id = ${supplierId}
    union select user_id from supplier_invitation where supplier_id = ${supplierId} and accepted_at is null`.execute(db);
  const { byName, byPhone } = await usersMatching(
    db,
    ids.rows.map((r) => r.user_id),
    like,
    'like',
  );
  return { like, members: [...new Set([...byName, ...byPhone])], invitedByPhone: [...byPhone] };
}

/** The rows with their accounts' names and phones and the inviter's name (one query for all of them). */
async function withPeople(db: Executor, rows: StoredRow[]): Promise<MemberRow[]> {
  const users = await usersByIds(
    db,
    rows.flatMap((r) => (r.invited_by === null ? [r.user_id] : [r.user_id, r.invited_by])),
  );
  return rows.map(({ invitation_name, invited_by, ...r }) => ({
    ...r,
    name: invitation_name ?? users.get(r.user_id)?.user_name ?? '',
    phone: users.get(r.user_id)?.phone ?? '',
    invited_by: invited_by === null ? null : (users.get(invited_by)?.user_name ?? null),
  }));
}

/**
 * Members and pending invitations of one supplier, the administrator first, then in the order they came.
 * `like` (already a LIKE pattern) matches name or phone.
 */
export async function listRoster(db: Executor, supplierId: number, like: string | undefined, limit: number, offset: number) {
  const base = rosterQuery(supplierId, like === undefined ? undefined : await hitsOf(db, supplierId, like));
  const [rows, total] = await Promise.all([
    sql<StoredRow>`select * from (${base}) roster order by is_main desc, coalesce(joined_at, invited_at), user_id, invitation_id limit ${limit} offset ${offset}`.execute(
      db,
    ),
    sql<{ n: string }>`select count(*) as n from (${base}) counted`.execute(db),
  ]);
  return { rows: await withPeople(db, rows.rows), total: Number(total.rows[0]?.n ?? 0) };
}

/** A roster entry by what the roster shows of it: a member's user id, or an invitation's id. */
export type RosterKey = { userId: number } | { invitationId: number };

/** One member or pending invitation of the supplier (never another supplier's). */
export async function findInRoster(db: Executor, supplierId: number, key: RosterKey): Promise<MemberRow | undefined> {
  const where = 'userId' in key ? sql`invitation_id is null and user_id = ${key.userId}` : sql`invitation_id = ${key.invitationId}`;
  const result = await sql<StoredRow>`select * from (${rosterQuery(supplierId, undefined)}) one where ${where} limit 1`.execute(db);
  return (await withPeople(db, result.rows))[0];
}
