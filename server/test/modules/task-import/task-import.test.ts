import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { chinaDate } from '@contract/id-number';
import * as contract from '@contract/task-import';
import { IMPORT_COLUMNS } from '@contract/task-import.meta';
import { urlOf } from '../../../src/http/route';
import { multipartBody, upload } from '../../helpers/multipart';
import { personFor, type Person } from '../../helpers/resume-documents';
import { orderOnTask } from '../../helpers/candidates';
import { insertTask, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let b: Member;
let orderA: string;
let orderB: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  b = await supplierMember(t);
  const taskId = await insertTask(t, { person_number: 10 });
  orderA = await orderOnTask(t, a, taskId);
  orderB = await orderOnTask(t, b, taskId);
});
afterAll(() => t.close());

type Result = { ok: boolean; imported: number; candidateIds: string[]; errors: contract.ImportError[] };
const person = (seed: number) => personFor(seed + 300, chinaDate(t.clock()));
const DEGREE_LABEL: Record<string, string> = {
  junior_high: '初中及以下',
  high_school: '高中/中专',
  college: '大专',
  bachelor: '本科',
  master: '硕士及以上',
};
const rowOf = (p: Person, over: Partial<Record<string, string | number>> = {}) => ({
  姓名: p.name,
  手机号: p.mobile,
  身份证号: p.idNumber,
  性别: p.sex === 'male' ? '男' : '女',
  年龄: p.age,
  学历: DEGREE_LABEL[p.degree]!,
  期望面试时间: '2026-12-01 10:00',
  备注: '批量导入',
  ...over,
});

/** Fills the template the server hands out, as a person would. */
async function filledTemplate(rows: Record<string, string | number>[]): Promise<Buffer> {
  const res = await t.app.inject({ method: 'POST', url: urlOf(contract.taskBatch) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((r, i) => IMPORT_COLUMNS.forEach((c, col) => (sheet.getRow(i + 2).getCell(col + 1).value = r[c.header] ?? null)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importFile = (bytes: Uint8Array, orderId: string, token = a.token, extra: { name: string; content: string }[] = []) =>
  upload<Result>(
    t.app,
    urlOf(contract.taskImport),
    [{ name: 'orderId', content: orderId }, ...extra, { name: 'file', filename: '导入.xlsx', content: bytes }],
    token,
  );
const skipInvalid = [{ name: 'skipInvalid', content: 'true' }];
const candidatesOn = async (orderId: string) =>
  Number(
    (
      await t.db
        .selectFrom('candidate')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('order_id', '=', Number(orderId))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('task_batch: the template', () => {
  it('is an .xlsx attachment with the Chinese headers and a degree drop-down', async () => {
    const res = await t.app.inject({ method: 'POST', url: urlOf(contract.taskBatch) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '姓名',
      '手机号',
      '身份证号',
      '性别',
      '年龄',
      '学历',
      '期望面试时间',
      '备注',
    ]);
    expect(sheet.getCell('F2').dataValidation).toMatchObject({ type: 'list', formulae: ['"初中及以下,高中/中专,大专,本科,硕士及以上"'] });
  });

  it('is the same for everyone: no login, GET as well as POST, cacheable by anyone', async () => {
    const get = await t.app.inject({ method: 'GET', url: urlOf(contract.taskBatch) });
    expect(get.statusCode).toBe(200);
    expect(get.headers['cache-control']).toBe('public, max-age=3600');
    expect(get.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const post = await t.app.inject({ method: 'POST', url: urlOf(contract.taskBatch), payload: {} });
    expect(post.headers['cache-control']).toBe('public, max-age=3600');
    expect(post.rawPayload.equals(get.rawPayload)).toBe(true);
  });
});

describe('task_import', () => {
  it('imports every row of a good sheet as candidates on the order', async () => {
    const before = await candidatesOn(orderA);
    const res = await importFile(
      await filledTemplate([rowOf(person(1)), rowOf(person(2)), rowOf(person(3), { 期望面试时间: '' })]),
      orderA,
    );
    expect(res.body).toMatchObject({ flag: true, data: { ok: true, imported: 3, errors: [] } });
    expect(await candidatesOn(orderA)).toBe(before + 3);
    const row = await t.db
      .selectFrom('candidate')
      .selectAll()
      .where('id', '=', Number(res.body.data.candidateIds[0]))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: person(1).name,
      id_number: person(1).idNumber,
      degree: person(1).degree,
      status: 'submitted',
      remark: '批量导入',
    });
    expect(row.expected_interview_time?.toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });

  it('imports nothing when one row is bad, and names every problem by row and column', async () => {
    const before = await candidatesOn(orderA);
    const p5 = person(5);
    const res = await importFile(
      await filledTemplate([
        rowOf(person(4)),
        rowOf(p5, { 性别: p5.sex === 'male' ? '女' : '男' }),
        rowOf(person(6), { 手机号: '12345', 学历: '幼儿园' }),
        rowOf(person(4)),
        rowOf(person(7), { 姓名: '' }),
      ]),
      orderA,
    );
    expect(res.body.flag).toBe(true);
    expect(res.body.data).toMatchObject({ ok: false, imported: 0, candidateIds: [] });
    expect(res.body.data.errors.map((e) => [e.row, e.column])).toEqual([
      [3, '性别'],
      [4, '手机号'],
      [4, '学历'],
      [5, '身份证号'],
      [6, '姓名'],
    ]);
    expect(res.body.data.errors.find((e) => e.row === 5)!.message).toBe('与第 2 行是同一人（身份证号重复）');
    expect(await candidatesOn(orderA)).toBe(before);
  });

  it('rolls back the good rows when the database refuses one (E000701 ownership), all or none', async () => {
    const taken = person(8);
    expect((await importFile(await filledTemplate([rowOf(taken)]), orderA)).body.data.ok).toBe(true);
    const before = await candidatesOn(orderB);
    const res = await importFile(await filledTemplate([rowOf(person(9)), rowOf(taken), rowOf(person(10))]), orderB, b.token);
    expect(res.body.data).toMatchObject({ ok: false, imported: 0 });
    expect(res.body.data.errors).toEqual([{ row: 3, column: '身份证号', message: expect.stringContaining('由其他供应商推荐到此任务') }]);
    expect(await candidatesOn(orderB)).toBe(before);
    const claims = await t.db
      .selectFrom('candidate_claim')
      .select('person_key')
      .where('person_key', '=', `id:${person(9).idNumber}`)
      .execute();
    expect(claims).toHaveLength(0);
  });

  it('refuses a person already on the order', async () => {
    const p = person(11);
    expect((await importFile(await filledTemplate([rowOf(p)]), orderA)).body.data.ok).toBe(true);
    const res = await importFile(await filledTemplate([rowOf(p)]), orderA);
    expect(res.body.data.errors).toEqual([{ row: 2, column: '身份证号', message: '该人员已推荐到本订单，不能重复推荐' }]);
  });

  it("answers another supplier's order as not found and imports nothing", async () => {
    const before = await candidatesOn(orderA);
    const res = await importFile(await filledTemplate([rowOf(person(12))]), orderA, b.token);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404' });
    expect(await candidatesOn(orderA)).toBe(before);
  });

  it('refuses what is not an .xlsx, a sheet without the headers, and an xlsx bomb', async () => {
    expect((await importFile(strToU8('姓名,手机号\n张三,13800000000'), orderA)).body).toMatchObject({ flag: false, errorCode: 'E000415' });
    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet('x').addRow(['名字', '电话']);
    const headers = await importFile(Buffer.from(await wrong.xlsx.writeBuffer()), orderA);
    expect(headers.body.data.ok).toBe(false);
    expect(headers.body.data.errors[0]).toEqual({ row: 1, column: '姓名', message: '缺少“姓名”列，请使用导入模板' });
    const bomb = zipSync(
      {
        '[Content_Types].xml': strToU8(
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
        'xl/workbook.xml': strToU8('<workbook/>'),
        'xl/big.xml': new Uint8Array(70 * 1024 * 1024),
      },
      { level: 9 },
    );
    const res = await importFile(bomb, orderA);
    expect(res.body.flag).toBe(false);
    expect(res.body.errorMsg).toContain('解压后超过');
  });

  it('speaks the template’s words: accepts its labels and their common forms, and refuses in Chinese labels, never codes', async () => {
    const good = [person(20), person(21), person(22)];
    const res = await importFile(
      await filledTemplate([
        rowOf(good[0]!, { 学历: '高中/中专' }),
        rowOf(good[1]!, { 学历: '中专', 性别: good[1]!.sex === 'male' ? '男性' : '女性' }),
        rowOf(good[2]!, { 学历: ' 高中 ／ 中专 ' }),
      ]),
      orderA,
    );
    expect(res.body.data).toMatchObject({ ok: true, imported: 3, errors: [] });
    const degrees = await t.db.selectFrom('candidate').select('degree').where('id', 'in', res.body.data.candidateIds.map(Number)).execute();
    expect(degrees.map((d) => d.degree)).toEqual(['high_school', 'high_school', 'high_school']);

    const bad = await importFile(
      await filledTemplate([rowOf(person(23), { 学历: '幼儿园', 性别: '未知', 期望面试时间: '下周一上午' })]),
      orderA,
    );
    const messages = bad.body.data.errors.map((e) => `${e.column}:${e.message}`);
    expect(messages).toEqual([
      '性别:性别只能填“男”或“女”',
      '学历:学历只能从下拉列表中选择：初中及以下、高中/中专、大专、本科、硕士及以上',
      '期望面试时间:期望面试时间的格式应为 2026-12-01 10:00（北京时间）',
    ]);
    for (const m of messages) expect(m).not.toMatch(/junior_high|high_school|male|ISO|[a-z]{4,}/);
  });

  it('reports every problem of a file in one pass: malformed rows, duplicates within it, and people already submitted', async () => {
    const already = person(30);
    expect((await importFile(await filledTemplate([rowOf(already)]), orderA)).body.data.ok).toBe(true);
    const before = await candidatesOn(orderA);
    const dup = person(31);
    const res = await importFile(
      await filledTemplate([
        rowOf(person(32), { 手机号: '12345' }),
        rowOf(already),
        rowOf(dup),
        rowOf(dup, { 学历: '幼儿园' }),
        rowOf(person(33)),
      ]),
      orderA,
    );
    expect(res.body.data).toMatchObject({ ok: false, imported: 0, candidateIds: [] });
    expect(res.body.data.errors.map((e) => [e.row, e.column])).toEqual([
      [2, '手机号'],
      [3, '身份证号'],
      [5, '身份证号'],
      [5, '学历'],
    ]);
    expect(res.body.data.errors[1]!.message).toBe('该人员已推荐到本订单，不能重复推荐');
    expect(res.body.data.errors[2]!.message).toBe('与第 4 行是同一人（身份证号重复）');
    expect(await candidatesOn(orderA)).toBe(before);
  });

  it('skipInvalid imports the rows that pass and answers the others, a refused claim leaving nothing behind', async () => {
    const claimedByA = person(40);
    expect((await importFile(await filledTemplate([rowOf(claimedByA)]), orderA)).body.data.ok).toBe(true);
    const before = await candidatesOn(orderB);
    const res = await importFile(
      await filledTemplate([rowOf(person(41)), rowOf(claimedByA), rowOf(person(42), { 年龄: 'abc' }), rowOf(person(43))]),
      orderB,
      b.token,
      skipInvalid,
    );
    expect(res.body.data).toMatchObject({ ok: true, imported: 2 });
    expect(res.body.data.errors.map((e) => [e.row, e.column])).toEqual([
      [3, '身份证号'],
      [4, '年龄'],
    ]);
    expect(res.body.data.errors[0]!.message).toContain('由其他供应商推荐到此任务');
    expect(await candidatesOn(orderB)).toBe(before + 2);
    const names = await t.db.selectFrom('candidate').select('id_number').where('order_id', '=', Number(orderB)).execute();
    expect(names.map((n) => n.id_number)).not.toContain(claimedByA.idNumber);

    const none = await importFile(await filledTemplate([rowOf(person(44), { 手机号: '1' })]), orderB, b.token, skipInvalid);
    expect(none.body.data).toMatchObject({ ok: false, imported: 0, errors: [{ row: 2, column: '手机号' }] });
    expect(
      (await importFile(await filledTemplate([rowOf(person(45))]), orderB, b.token, [{ name: 'skipInvalid', content: 'yes' }])).body,
    ).toMatchObject({
      flag: false,
      errorCode: 'E000400',
      errorMsg: expect.stringContaining('skipInvalid 只能是 true 或 false'),
    });
  });

  it('task_import_errors gives the uploaded sheet back with a 错误说明 column and the wrong cells shaded, importing nothing', async () => {
    const already = person(50);
    expect((await importFile(await filledTemplate([rowOf(already)]), orderA)).body.data.ok).toBe(true);
    const before = await candidatesOn(orderA);
    const bytes = await filledTemplate([rowOf(person(51)), rowOf(person(52), { 手机号: '12345', 学历: '幼儿园' }), rowOf(already)]);
    const { payload, headers } = multipartBody([
      { name: 'orderId', content: orderA },
      { name: 'file', filename: '我的名单.xlsx', content: bytes },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(contract.taskImportErrors),
      payload,
      headers: { ...headers, authtoken: a.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('我的名单-错误标注.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(9).text).toBe('错误说明');
    expect(sheet.getRow(2).getCell(9).text).toBe('');
    expect(sheet.getRow(3).getCell(9).text).toBe(
      '手机号：手机号码格式不正确；学历：学历只能从下拉列表中选择：初中及以下、高中/中专、大专、本科、硕士及以上',
    );
    expect(sheet.getRow(3).getCell(2).fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFCCC7' } });
    expect(sheet.getRow(4).getCell(9).text).toBe('身份证号：该人员已推荐到本订单，不能重复推荐');
    expect(sheet.getRow(2).getCell(1).text).toBe(person(51).name);
    // The upload's look is kept: the template's header shading, the ID column's text format, the drop-downs.
    expect([sheet.getRow(1).getCell(1).fill, sheet.getRow(2).getCell(3).numFmt, sheet.getCell('F9').dataValidation]).toMatchObject([
      { fgColor: { argb: 'FFFFE7BA' } },
      '@',
      { type: 'list' },
    ]);
    expect(await candidatesOn(orderA)).toBe(before);

    // Fixed and uploaded again, the sheet imports (the 错误说明 column is ignored).
    sheet.getRow(3).getCell(2).value = person(52).mobile;
    sheet.getRow(3).getCell(6).value = '本科';
    sheet.spliceRows(4, 1);
    const fixed = await importFile(Buffer.from(await book.xlsx.writeBuffer()), orderA);
    expect(fixed.body.data).toMatchObject({ ok: true, imported: 2, errors: [] });

    const stranger = await t.app.inject({
      method: 'POST',
      url: urlOf(contract.taskImportErrors),
      payload,
      headers: { ...headers, authtoken: b.token },
    });
    expect(stranger.json()).toMatchObject({ flag: false, errorCode: 'E000404' });
  });

  it('needs a session', async () => {
    expect((await importFile(await filledTemplate([rowOf(person(13))]), orderA, '')).status).toBe(401);
  });
});
