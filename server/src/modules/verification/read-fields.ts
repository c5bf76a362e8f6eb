import { CREDIT_CODE_ALPHABET, parseCreditCode } from '@contract/credit-code';
import { parseIdNumber } from '@contract/id-number';
import type { OcrFields } from '@contract/verification';

/**
 * Reads the form's fields out of recognised text. OCR puts spaces between Chinese characters and reads
 * colons and a few letters loosely, so lines are normalised first; a value is taken from the line of its
 * label. These are suggestions: the person checks them before submitting.
 */

const CJK = '\\p{Script=Han}';
const BETWEEN_HAN = new RegExp(`(?<=${CJK})\\s+(?=${CJK})`, 'gu');

function lines(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/\r?\n/)
    .map((l) => l.replace(BETWEEN_HAN, '').replace(/[|｜]/g, ' ').trim())
    .filter(Boolean);
}

/** The text after `label` on its line (colons and spaces dropped), or undefined. */
function after(all: string[], label: RegExp): string | undefined {
  for (const line of all) {
    const m = label.exec(line);
    if (!m) continue;
    const rest = line.slice(m.index + m[0].length).replace(/^[\s:：.·]+/, '').trim();
    if (rest) return rest;
  }
  return undefined;
}

/** The first run of Han characters (with ·, as in minority names) in `value`. */
const hanRun = (value: string | undefined, max: number) => value?.match(/[\p{Script=Han}·]+/u)?.[0]?.slice(0, max);

/** OCR's usual confusions, tried only when the code as read fails its checksum. */
const LOOKALIKES: Record<string, string> = { O: '0', I: '1', Z: '2', S: '5', V: 'U' };

function creditCodeIn(text: string): string | undefined {
  const tokens = text.toUpperCase().match(/[0-9A-Z]{18}/g) ?? [];
  for (const token of tokens) if (parseCreditCode(token).ok) return token;
  for (const token of tokens) {
    const fixed = [...token].map((c) => (CREDIT_CODE_ALPHABET.includes(c) ? c : (LOOKALIKES[c] ?? c))).join('');
    if (parseCreditCode(fixed).ok) return fixed;
  }
  return undefined;
}

export function readLicenceFields(text: string): OcrFields {
  const all = lines(text);
  const fields: OcrFields = {};
  const codeLine = after(all, /统一社会信用代码|信用代码/);
  const code = creditCodeIn(codeLine?.replace(/\s+/g, '') ?? '') ?? creditCodeIn(all.join(' ').replace(/(?<=[0-9A-Z])\s+(?=[0-9A-Z])/g, ''));
  if (code) fields.creditCode = code;
  else if (codeLine) {
    const raw = codeLine.replace(/\s+/g, '').toUpperCase().match(/[0-9A-Z]{18}/)?.[0];
    if (raw) fields.creditCode = raw;
  }
  const name = after(all, /^名\s*称/) ?? after(all, /(企业|公司)名称/);
  if (name) fields.companyName = name.replace(/\s+/g, '').slice(0, 100);
  const legal = hanRun(after(all, /法定代表人|负责人|经营者|执行事务合伙人/), 30);
  if (legal) fields.legalPerson = legal;
  return fields;
}

export function readIdCardFields(text: string): OcrFields {
  const all = lines(text);
  const fields: OcrFields = {};
  const name = hanRun(after(all, /^姓\s*名/), 30);
  if (name) fields.name = name;
  const numberLine = after(all, /公民身份号码|身份号码/)?.replace(/\s+/g, '').toUpperCase();
  const labelled = numberLine?.match(/\d{17}[\dX]/)?.[0];
  const anywhere = (all.join(' ').replace(/(?<=\d)\s+(?=[\dX])/g, '').toUpperCase().match(/\d{17}[\dX]/g) ?? []).find((n) => parseIdNumber(n).ok);
  const idNumber = labelled ?? anywhere;
  if (idNumber) fields.idNumber = idNumber;
  return fields;
}
