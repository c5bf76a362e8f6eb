import path from 'node:path';
import * as agreements from '@contract/agreements';
import { runOps, XSS_HTML } from '../helpers/agreements';
import { writeTempFile } from '../helpers/temp-file';
import { orderFor } from '../helpers/candidates';
import { jsonLine, opsCliOf } from '../helpers/ops-cli';
import { supplierMember } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contracts = () => t.db.selectFrom('partial_contract').select('id').execute();
const versions = () => t.db.selectFrom('framework_agreement').select('version').execute();

describe('create-partial-contract', () => {
  it("issues a sanitised contract for the supplier's order", async () => {
    const m = await supplierMember(t);
    const { orderId } = await orderFor(t, m);
    const result = await runOps(t, 'create-partial-contract', {
      supplier: String(m.supplierId),
      order: orderId,
      'html-file': writeTempFile(XSS_HTML),
      title: '派遣补充合同',
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.data).toEqual({ agreementId: expect.stringMatching(/^\d+$/), mainId: expect.stringMatching(agreements.MAIN_ID_PATTERN) });
    const row = await t.db
      .selectFrom('partial_contract')
      .selectAll()
      .where('id', '=', Number(result.data.agreementId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ supplier_id: m.supplierId, order_id: Number(orderId), title: '派遣补充合同', signed_at: null });
    expect(row.html).not.toMatch(/script|onerror|javascript:|iframe|<style|<svg/i);
  });

  it("refuses another supplier's order, unknown ids, a missing, empty, non-UTF-8 or script-only file; creates nothing", async () => {
    const m = await supplierMember(t);
    const other = await supplierMember(t);
    const { orderId } = await orderFor(t, other);
    const before = (await contracts()).length;
    const cases: [Record<string, string>, string | RegExp][] = [
      [
        { supplier: String(m.supplierId), order: orderId, 'html-file': writeTempFile('<p>x</p>') },
        `订单 ${orderId} 不存在或不属于供应商 #${m.supplierId}`,
      ],
      [{ supplier: '999999', order: orderId, 'html-file': writeTempFile('<p>x</p>') }, /不存在或不属于/],
      [{ supplier: String(m.supplierId), order: 'abc', 'html-file': writeTempFile('<p>x</p>') }, /--order：应为数字编号/],
      [{ supplier: String(m.supplierId), order: orderId, 'html-file': '/nonexistent/contract.html' }, /找不到文件/],
      [{ supplier: String(other.supplierId), order: orderId, 'html-file': writeTempFile('') }, /是空的/],
      [
        { supplier: String(other.supplierId), order: orderId, 'html-file': writeTempFile(new Uint8Array([0x3c, 0x70, 0x3e, 0xff, 0xfe])) },
        /不是 UTF-8/,
      ],
      [
        { supplier: String(other.supplierId), order: orderId, 'html-file': writeTempFile('<script>alert(1)</script><style>p{}</style>') },
        /合同内容为空/,
      ],
      [{ supplier: String(other.supplierId), order: orderId, 'html-file': writeTempFile('just text', 'contract.txt') }, /应为 HTML 文件/],
      [{ supplier: String(other.supplierId), order: orderId }, /--html-file/],
    ];
    for (const [flags, error] of cases) {
      const result = await runOps(t, 'create-partial-contract', flags);
      expect(result.ok, JSON.stringify(flags)).toBe(false);
      expect((result as { error: string }).error).toMatch(error);
    }
    expect(await contracts()).toHaveLength(before);
  });
});

describe('publish-agreement', () => {
  it('refuses an empty or script-only file and publishes nothing', async () => {
    const before = (await versions()).length;
    for (const content of ['<script>alert(1)</script>', '<iframe src="https://x"></iframe><p> </p>']) {
      const result = await runOps(t, 'publish-agreement', { file: writeTempFile(content) });
      expect(result).toMatchObject({ ok: false, error: expect.stringContaining('协议内容为空') });
    }
    expect(await versions()).toHaveLength(before);
  });

  it('turns a text file into paragraphs, escaping what looks like markup', async () => {
    const result = await runOps(t, 'publish-agreement', {
      file: writeTempFile('第一条 <b>不是标签</b>\n续行\n\n第二条', 'v.txt'),
      title: '文本协议',
    });
    expect(result.ok).toBe(true);
    const row = await t.db.selectFrom('framework_agreement').selectAll().orderBy('version', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: '文本协议', template_html: '<p>第一条 &lt;b&gt;不是标签&lt;/b&gt;<br />续行</p>\n<p>第二条</p>' });
  });
});

// Real CLI processes; while "the server" (this test) holds PGlite they go over its ops socket.
describe('the CLI', () => {
  const { cli } = opsCliOf(() => t);

  it('prints one JSON line for create-partial-contract and publish-agreement (a relative path works), and {"error"} with exit 1 on refusal', async () => {
    const m = await supplierMember(t);
    const { orderId } = await orderFor(t, m);
    const relative = path.relative(process.cwd(), writeTempFile(XSS_HTML));
    const created = await cli(
      'create-partial-contract',
      '--supplier',
      String(m.supplierId),
      '--order',
      orderId,
      '--html-file',
      relative,
      '--json',
    );
    expect(created.code, created.stderr).toBe(0);
    const ids = jsonLine(created);
    expect(Object.keys(ids).sort()).toEqual(['agreementId', 'mainId']);
    const page = await t.call(
      agreements.getPartialHtml,
      { agreementId: String(ids.agreementId), mainId: String(ids.mainId) },
      { token: m.token },
    );
    expect(page.body.data.html).toContain('正文第一段');

    const published = await cli('publish-agreement', '--file', writeTempFile('<p>第 N 版</p>'), '--json');
    expect(published.code, published.stderr).toBe(0);
    expect(jsonLine(published)).toMatchObject({
      agreementId: expect.stringMatching(/^\d+$/),
      version: expect.any(Number),
      publishedAt: expect.any(String),
    });

    const refused = await cli(
      'create-partial-contract',
      '--supplier',
      String(m.supplierId),
      '--order',
      '999999',
      '--html-file',
      writeTempFile('<p>x</p>'),
      '--json',
    );
    expect(refused.code).toBe(1);
    expect(jsonLine(refused)).toEqual({ error: `订单 999999 不存在或不属于供应商 #${m.supplierId}` });
    const misuse = await cli('publish-agreement', '--json');
    expect(misuse.code).toBe(2);
    expect(jsonLine(misuse).error).toMatch(/--file/);
  }, 60_000);
});
