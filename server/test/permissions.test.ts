/**
 * Every gated endpoint, called by a member who lacks exactly the permission it needs (or who is not the
 * administrator, for admin-only ones): E000403, and not one row of the supplier's data changes.
 *
 * Data-driven: add a row to GATED for a new endpoint. `call` gets a token and the fixture (an order, a candidate,
 * a resume draft of the supplier) and sends a payload that WOULD change something for a member allowed to.
 */
import { sql } from 'kysely';
import * as audit from '@contract/audit';
import * as candidates from '@contract/candidates';
import { chinaDate } from '@contract/id-number';
import { PERMISSIONS, type Permission } from '@contract/login';
import * as orders from '@contract/orders';
import * as resumes from '@contract/resumes';
import * as taskImport from '@contract/task-import';
import * as user from '@contract/user';
import * as webhooks from '@contract/webhooks';
import { urlOf } from '../src/http/route';
import { person } from './helpers/candidates';
import { upload } from './helpers/multipart';
import { chineseDocx, personFor, resumeLines } from './helpers/resume-documents';
import { loginAs } from './helpers/session';
import { insertTask, supplierMember, type Member } from './helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Member;

interface Fixture {
  orderId: string;
  candidateId: string;
  draftFileId: string;
  memberUserId: number;
  /** An open task the supplier has not taken. */
  openTaskId: string;
}
let fx: Fixture;

type Reply = { status: number; body: { flag: boolean; errorCode: string | null; errorMsg: string | null } };
interface GatedCase {
  name: string;
  /** What the caller lacks: a permission code, or `admin` (holds every permission but is not the administrator). */
  lacks: Permission | 'admin';
  call: (token: string, f: Fixture) => Promise<Reply>;
}

const raw = async (url: string, payload: unknown, token: string): Promise<Reply> => {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authtoken: token } });
  // A granted export answers with the file; only refusals are the envelope.
  const isJson = String(res.headers['content-type']).includes('json');
  return { status: res.statusCode, body: isJson ? res.json() : { flag: true, errorCode: null, errorMsg: null } };
};
const docx = (seed: number) => chineseDocx(resumeLines(personFor(seed + 900, chinaDate(t.clock())), 0));
const upload1 = (url: string, token: string, parts: Parameters<typeof upload>[2]) => upload(t.app, url, parts, token) as Promise<Reply>;
const newTask = async () => String(await insertTask(t, { person_number: 50 }));

const GATED: GatedCase[] = [
  // Orders
  { name: 'take order', lacks: 'task:take', call: (token, f) => t.call(orders.takeOrder, { taskId: f.openTaskId }, { token }) },
  { name: 'my order list', lacks: 'order:manage', call: (token) => t.call(orders.myOrderList, {}, { token }) },
  { name: 'going order list', lacks: 'candidate:manage', call: (token) => t.call(orders.goingOrderList, {}, { token }) },
  {
    name: 'distribute order',
    lacks: 'order:manage',
    call: (token, f) => t.call(orders.distributeOrder, { orderId: f.orderId, userIds: [String(f.memberUserId)] }, { token }),
  },
  {
    name: 'distribute order (not admin)',
    lacks: 'admin',
    call: (token, f) => t.call(orders.distributeOrder, { orderId: f.orderId, userIds: [String(f.memberUserId)] }, { token }),
  },
  { name: 'order member list', lacks: 'order:manage', call: (token) => t.call(orders.getOrderMemberList, {}, { token }) },
  { name: 'donor record list', lacks: 'candidate:manage', call: (token) => t.call(orders.donorRecordList, {}, { token }) },
  { name: 'donor record export', lacks: 'candidate:manage', call: (token) => raw(urlOf(orders.donorRecordExport), {}, token) },
  { name: 'donate statistics', lacks: 'candidate:manage', call: (token) => t.call(orders.donateStatistics, {}, { token }) },
  { name: 'my commission', lacks: 'candidate:manage', call: (token) => t.call(orders.myCommission, {}, { token }) },
  // Candidates
  {
    name: 'add candidate',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.addCandidate, { orderId: f.orderId, ...person(t) }, { token }),
  },
  {
    name: 'check candidate',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.checkCandidate, { orderId: f.orderId, ...person(t) }, { token }),
  },
  {
    name: 'update candidate',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.updateCandidate, { candidateId: f.candidateId, ...person(t) }, { token }),
  },
  { name: 'talent list', lacks: 'candidate:manage', call: (token, f) => t.call(candidates.talentList, { orderId: f.orderId }, { token }) },
  {
    name: 'detail add',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.detailAdd, { candidateId: f.candidateId, skills: ['叉车'] }, { token }),
  },
  {
    name: 'detail edit',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.detailEdit, { candidateId: f.candidateId, skills: ['焊工'] }, { token }),
  },
  {
    name: 'detail look',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.detailLook, { candidateId: f.candidateId }, { token }),
  },
  {
    name: 'site list',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.selectSiteList, { orderId: f.orderId }, { token }),
  },
  {
    name: 'remark',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.setRemark, { candidateId: f.candidateId, remark: '改了' }, { token }),
  },
  {
    name: 'expected interview time',
    lacks: 'candidate:manage',
    call: (token, f) =>
      t.call(
        candidates.setExpectedInterviewTime,
        { candidateId: f.candidateId, expectedInterviewTime: '2026-12-01T10:00:00+08:00' },
        { token },
      ),
  },
  {
    name: 'share info',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(candidates.shareInfo, { candidateId: f.candidateId }, { token }),
  },
  // Batch import
  {
    name: 'task import',
    lacks: 'candidate:manage',
    call: (token, f) =>
      upload1(urlOf(taskImport.taskImport), token, [
        { name: 'orderId', content: f.orderId },
        { name: 'file', filename: '导入.xlsx', content: Buffer.from('PK\u0003\u0004 not really a sheet') },
      ]),
  },
  // Résumés
  {
    name: 'parse resume',
    lacks: 'candidate:manage',
    call: (token) => upload1(urlOf(resumes.parseResumeTalent), token, [{ name: 'file', filename: 'a.docx', content: docx(1) }]),
  },
  {
    name: 'bulk parse resumes',
    lacks: 'candidate:manage',
    call: (token) => upload1(urlOf(resumes.bulkParseResumeTalent), token, [{ name: 'file', filename: 'b.docx', content: docx(2) }]),
  },
  {
    name: 'edit resume draft',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(resumes.editResumeTalent, { fileId: f.draftFileId, name: '改名' }, { token }),
  },
  {
    name: 'add resume talent',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(resumes.addResumeTalent, { fileId: f.draftFileId, orderId: f.orderId }, { token }),
  },
  {
    name: 'discard resume draft',
    lacks: 'candidate:manage',
    call: (token, f) => t.call(resumes.discardResumeDraft, { fileId: f.draftFileId }, { token }),
  },
  { name: 'resume draft list', lacks: 'candidate:manage', call: (token) => t.call(resumes.resumeDraftList, {}, { token }) },
  // Codes for the admin transfer go only to the administrator
  { name: 'send transfer_admin code', lacks: 'admin', call: (token) => t.call(user.sendVerCode, { scene: 'transfer_admin' }, { token }) },
  // The audit trail
  { name: 'audit list', lacks: 'admin', call: (token) => t.call(audit.auditList, {}, { token }) },
  { name: 'audit export', lacks: 'admin', call: (token) => raw(urlOf(audit.auditExport), {}, token) },
  // Webhooks (administrator only; a public address, so only the role can refuse it)
  {
    name: 'webhook create',
    lacks: 'admin',
    call: (token) => t.call(webhooks.webhookCreate, { url: 'https://8.8.8.8/hook', events: ['order.status_changed'] }, { token }),
  },
  { name: 'webhook list', lacks: 'admin', call: (token) => t.call(webhooks.webhookList, {}, { token }) },
  {
    name: 'webhook deliveries',
    lacks: 'admin',
    call: (token) => t.call(webhooks.webhookDeliveries, { webhookId: '1', pageNum: 1, pageSize: 10 }, { token }),
  },
  { name: 'webhook redeliver', lacks: 'admin', call: (token) => t.call(webhooks.webhookRedeliver, { deliveryId: '1' }, { token }) },
];

/** Tables a call may touch without changing the supplier's data: logins, codes, throttles. */
const BOOKKEEPING = new Set([
  'sms_code',
  'sms_phone_counter',
  'rate_limit',
  'user_session',
  'refresh_token',
  'app_meta',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** A fingerprint of every other table's rows: any insert, update or delete changes it. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(
    t.db,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.has(name)) continue;
    const row = await sql<{
      h: string | null;
    }>`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.table(name)} x`.execute(t.db);
    out[name] = row.rows[0]?.h ?? '';
  }
  return out;
}

/** A logged-in member of the admin's supplier holding every permission but `lacks` (all of them, not main, for `admin`). */
async function memberLacking(lacks: Permission | 'admin'): Promise<string> {
  const phone = uniquePhone();
  const now = t.clock();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `缺${lacks}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const authList = PERMISSIONS.filter((p) => p !== lacks);
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: admin.supplierId, user_id: user.id, is_main: false, auth_list: authList, joined_at: now })
    .execute();
  return (await loginAs(t, phone)).token;
}

const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  admin = await supplierMember(t);
  const orderId = (await t.call(orders.takeOrder, { taskId: await newTask() }, { token: admin.token })).body.data.orderId;
  const added = await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: admin.token });
  const draft = await upload<{ fileId: string }>(
    t.app,
    urlOf(resumes.parseResumeTalent),
    [{ name: 'file', filename: 'c.docx', content: docx(3) }],
    admin.token,
  );
  const member = await t.db
    .insertInto('app_user')
    .values({ phone: uniquePhone(), user_name: '普通成员', created_at: t.clock(), updated_at: t.clock() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: admin.supplierId, user_id: member.id, is_main: false, auth_list: ['order:manage'], joined_at: t.clock() })
    .execute();
  fx = {
    openTaskId: await newTask(),
    orderId,
    candidateId: added.body.data.candidateId,
    draftFileId: draft.body.data.fileId,
    memberUserId: member.id,
  };
  for (const lacks of new Set(GATED.map((g) => g.lacks))) tokens.set(lacks, await memberLacking(lacks));
}, 60_000);
afterAll(() => t.close());

describe('every gated endpoint refuses a member without its permission, and changes nothing', () => {
  it.each(GATED.map((g) => [g.name, g] as const))('%s', async (_name, g) => {
    const before = await snapshot();
    const res = await g.call(tokens.get(g.lacks)!, fx);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000403' });
    expect(res.body.errorMsg).toMatch(/权限|管理员/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the table is not vacuous', () => {
  it('the fixture exists, so the calls above would have had something to change', () => {
    expect(fx.orderId).toMatch(/^\d+$/);
    expect(fx.candidateId).toMatch(/^\d+$/);
    expect(fx.draftFileId).toMatch(/^\d+$/);
  });

  it('the administrator gets through the same calls (no E000403)', async () => {
    for (const g of GATED) {
      const res = await g.call(admin.token, fx);
      expect({ name: g.name, code: res.body.errorCode === 'E000403' ? 'E000403' : 'other' }).toEqual({ name: g.name, code: 'other' });
    }
  });
});
