import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { creditCodeCheckChar } from '@contract/credit-code';
import { ageOn, checkCharOf, chinaDate } from '@contract/id-number';
import { ATTENDANCE_COLUMNS, ATTENDANCE_SHEET_NAME } from '@contract/platform/settlements.meta';
import { APP_CODE, PLATFORM_BASE_PATH, SESSION_HEADERS } from '@contract/http.meta';
import { pngOf } from '../../../server/test/helpers/verification';
import { post } from './gateway';
import type { RunningServer } from './server';
import type { Session } from './session';
import { staffPost } from './staff';

/* What the console's browser tests act on, made over the APIs (not what is tested): bills, candidates, verifications. */

/** An attendance sheet as the template lays it out (its headers, `rows` under them), built with the server's ExcelJS. */
export async function attendanceSheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(ATTENDANCE_SHEET_NAME);
  sheet.addRow(ATTENDANCE_COLUMNS.map((c) => c.header));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The template's rows under its header (candidate id and name filled in by the server). */
export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(ATTENDANCE_SHEET_NAME)!;
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push([1, 2, 3, 4, 5].map((c) => row.getCell(c).text));
  });
  return rows;
}

export interface DemoOrder {
  orderId: string;
  taskId: string;
  taskTitle: string;
  supplierName: string;
  candidateCounts: Record<string, number>;
}

/** The demo supplier's orders as the console lists them. */
export async function demoOrders(server: RunningServer, token: string, supplierId: string): Promise<DemoOrder[]> {
  const orders = await staffPost<{ list: DemoOrder[] }>(server, token, '/auth/orders/platformOrderList', {
    supplierId,
    pageNum: 1,
    pageSize: 100,
  });
  return orders.list;
}

/** The candidates of an order in `status`, as the console lists them. */
export async function candidatesOf(server: RunningServer, token: string, orderId: string, status?: string) {
  const found = await staffPost<{ list: { candidateId: string; name: string; status: string }[] }>(
    server,
    token,
    '/auth/orders/platformCandidateList',
    { orderId, status, pageNum: 1, pageSize: 100 },
  );
  return found.list;
}

let billDay = 0;
/** A day of 2021 no other bill of this run's orders covers (each bill made here takes one). */
export const freshBillDay = () => chinaDate(new Date(Date.UTC(2021, 0, 1) + billDay++ * 86_400_000));

/**
 * A bill of one line (8 units for `candidateId`) on one fresh day, issued through the console's own API from a
 * sheet, then confirmed or disputed by the supplier as its bill page does.
 */
export async function demoBill(
  server: RunningServer,
  staffToken: string,
  supplier: Session,
  order: { orderId: string; candidateId: string },
  state: 'pending' | 'confirmed' | 'disputed',
): Promise<string> {
  const day = freshBillDay();
  const body = new FormData();
  body.set('orderId', order.orderId);
  body.set('from', day);
  body.set('to', day);
  body.set('file', new Blob([new Uint8Array(await attendanceSheet([[order.candidateId, '', 8]]))]), 'sheet.xlsx');
  const res = await fetch(`${server.url}${PLATFORM_BASE_PATH}/auth/settlements/platformSettlementIssue`, {
    method: 'POST',
    headers: { [SESSION_HEADERS.token]: staffToken, [SESSION_HEADERS.appCode]: APP_CODE },
    body,
  });
  const envelope = (await res.json()) as {
    flag: boolean;
    errorMsg: string;
    data: { ok: boolean; settlement: { settlementId: string } | null };
  };
  if (!envelope.flag || !envelope.data.ok) throw new Error(`issue: ${envelope.errorMsg ?? JSON.stringify(envelope.data)}`);
  const settlementId = envelope.data.settlement!.settlementId;
  if (state !== 'pending')
    await post(
      server,
      '/pc_settlement/auth/confirm',
      state === 'confirmed'
        ? { settlementId, action: 'confirm', idempotencyKey: randomUUID() }
        : { settlementId, action: 'dispute', reason: '数量与考勤不符，请核对', idempotencyKey: randomUUID() },
      supplier.token,
      supplier.supplierId,
    );
  return settlementId;
}

let person = 0;
/** A person no other of this run has: an ID number (a man born 1991-06-12; the 17th digit odd) and mobile of its own. */
export function uniquePerson(name: string) {
  const n = ++person;
  const first17 = `440305${'19910612'}${String(n % 100).padStart(2, '0')}7`;
  return {
    name,
    mobile: `137${String(Date.now() % 100_000).padStart(5, '0')}${String(n).padStart(3, '0')}`,
    idNumber: first17 + checkCharOf(first17),
    sex: 'male',
    age: ageOn('1991-06-12', chinaDate(new Date())),
    degree: 'college',
  };
}

/** A company verification under review, submitted by `session` (a user without a supplier) as 身份认证 sends it. */
export async function submitCompanyVerification(server: RunningServer, session: Session, company: string): Promise<void> {
  const form = new FormData();
  form.set('kind', 'licence');
  form.set('file', new Blob([new Uint8Array(pngOf())], { type: 'image/png' }), 'licence.png');
  const uploaded = (await (
    await fetch(`${server.url}/api/jy-turing-suppliers/pc_suppliers_auth/auth/ocr_parse`, {
      method: 'POST',
      headers: { AuthToken: session.token, AppCode: APP_CODE, suppliersId: '0' },
      body: form,
    })
  ).json()) as { data: { fileId: string } };
  const first17 = `91310000${String(Date.now()).slice(-9)}`;
  await post(
    server,
    '/pc_suppliers_auth/auth/company_auth',
    {
      companyName: company,
      creditCode: first17 + creditCodeCheckChar(first17),
      legalPerson: '王建国',
      licenceFileId: uploaded.data.fileId,
    },
    session.token,
  );
}
