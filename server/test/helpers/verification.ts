import { deflateSync } from 'node:zlib';
import { creditCodeCheckChar } from '@contract/credit-code';
import { checkCharOf } from '@contract/id-number';
import * as login from '@contract/login';
import * as verification from '@contract/verification';
import { urlOf } from '../../src/http/route';
import type { OcrEngine, OcrLine } from '../../src/modules/verification';
import { upload, type Part } from './multipart';
import { loginAs } from './session';
import { uniquePhone, type TestApp } from './test-app';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A real grey PNG of the given size (valid chunks and CRCs), for tests where what it shows does not matter. */
export function pngOf(width = 64, height = 48, grey = 200): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, grey)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid credit code (GB 32100-2015) per seed: 9133010 0 + nine digits + its check character. */
export function creditCodeFor(seed: number): string {
  const first17 = `91330100${String(seed).padStart(9, '0')}`;
  return first17 + creditCodeCheckChar(first17)!;
}

/** A valid ID number per seed (born 1990-03-07 + seed days mod 28). */
export function idNumberFor(seed: number): string {
  const first17 = `110101199003${String((seed % 28) + 1).padStart(2, '0')}${String(seed % 1000).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
}

/** An OCR engine answering with `text` (lines with confidences, or plain text; null: not installed), so rules are tested without tesseract. */
export function scriptedOcr(text: string | OcrLine[] | null): OcrEngine & { text: string | OcrLine[] | null; reads: number } {
  const engine = {
    text,
    reads: 0,
    available: async () => engine.text !== null,
    read: async () => {
      engine.reads += 1;
      return engine.text;
    },
  };
  return engine;
}

export async function uploadImage(t: TestApp, token: string, kind: string, bytes: Uint8Array | string = pngOf(), extra: Part[] = []) {
  return upload<{ fileId: string; fields: verification.OcrFields; confidence: verification.OcrConfidence; ocrAvailable: boolean }>(
    t.app,
    urlOf(verification.ocrParse),
    [{ name: 'kind', content: kind }, ...extra, { name: 'file', filename: 'photo.png', contentType: 'image/png', content: bytes }],
    token,
  );
}

export async function fileIdOf(t: TestApp, token: string, kind: 'licence' | 'idcard'): Promise<string> {
  const res = await uploadImage(t, token, kind);
  if (!res.body.flag) throw new Error(`upload failed: ${res.body.errorMsg}`);
  return res.body.data.fileId;
}

export async function companyBody(t: TestApp, token: string, seed: number, name = `测试人力资源有限公司${seed}`) {
  return { companyName: name, creditCode: creditCodeFor(seed), legalPerson: '王建国', licenceFileId: await fileIdOf(t, token, 'licence') };
}

export async function personBody(t: TestApp, token: string, seed: number, name = '李明华') {
  return {
    name,
    idNumber: idNumberFor(seed),
    idFrontFileId: await fileIdOf(t, token, 'idcard'),
    idBackFileId: await fileIdOf(t, token, 'idcard'),
  };
}

/** What the submit tests' scripted OCR reads off every licence. */
export const LICENCE_OCR_TEXT = '名 称 杭州新禾人力资源有限公司\n统一社会信用代码 91330100799655058B\n法定代表人 王建国';

/** The submit tests' calls, for an app their beforeAll sets: a new user's token, auth_info and get_login_info. */
export const submitCalls = (app: () => TestApp) => ({
  newUser: async () => (await loginAs(app(), uniquePhone())).token,
  info: async (token: string) => (await app().call(verification.authInfo, {}, { token })).body.data,
  loginInfo: async (token: string) => (await app().call(login.getLoginInfo, {}, { token })).body.data,
});
