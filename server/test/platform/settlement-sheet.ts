import ExcelJS from 'exceljs';
import * as platform from '@contract/platform/settlements';
import { urlOf } from '../../src/http/route';
import { upload } from '../helpers/multipart';
import type { TestApp } from '../helpers/test-app';

export const HEADERS = ['候选人编号', '姓名', '数量', '扣款（元）', '扣款原因'];

/** An attendance sheet (.xlsx) with these rows under `headers`. */
export async function sheet(rows: (string | number | null)[][], headers = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('考勤表');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type IssueAnswer = {
  ok: boolean;
  settlement: { settlementId: string; totalAmount: number; lineCount: number } | null;
  errors: { row: number; column: string; message: string }[];
};

/** 出具账单 through the console: the order and period as fields, the sheet as `file`. */
export function issue(
  t: TestApp,
  token: string | undefined,
  fields: { orderId: string; from: string; to: string },
  bytes: Uint8Array,
  fileName = '考勤表.xlsx',
) {
  return upload<IssueAnswer>(
    t.app,
    urlOf(platform.platformSettlementIssue),
    [
      { name: 'orderId', content: fields.orderId },
      { name: 'from', content: fields.from },
      { name: 'to', content: fields.to },
      {
        name: 'file',
        filename: fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: bytes,
      },
    ],
    token,
  );
}

/** The template as the console downloads it: the workbook, or the envelope of a refusal. */
export async function template(t: TestApp, token: string | undefined, payload: { orderId?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: urlOf(platform.platformSettlementTemplate),
    payload,
    headers: token ? { authtoken: token } : {},
  });
  if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('spreadsheet'))
    return { status: res.statusCode, envelope: res.json(), rows: [] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = workbook.getWorksheet('考勤表')!;
  const rows: string[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { status: res.statusCode, envelope: null, rows, disposition: String(res.headers['content-disposition']) };
}
