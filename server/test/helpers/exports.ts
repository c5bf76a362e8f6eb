import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Endpoint } from '@contract/http';
import { urlOf } from '../../src/http/route';
import type { TestApp } from './test-app';

/** Calls a file endpoint (an export) as the token's user (none: anonymous) and answers the raw response. */
export function callExport(
  t: TestApp,
  endpoint: Endpoint,
  payload: Record<string, unknown>,
  token?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: urlOf(endpoint), headers: token ? { authtoken: token } : {}, payload });
}

/** The export answered the file: an .xlsx attachment (ASCII name and UTF-8 name), never cached; read back. */
export async function exportedWorkbook(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''/);
  expect(res.headers['cache-control']).toBe('no-store');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** A refused export answered the envelope with the code (and the message, when given), never a file. */
export function expectRefusedExport(res: LightMyRequestResponse, errorCode: string, errorMsg?: string): void {
  expect(res.headers['content-disposition']).toBeUndefined();
  expect(res.json()).toMatchObject({ flag: false, errorCode, ...(errorMsg === undefined ? {} : { errorMsg }) });
}
