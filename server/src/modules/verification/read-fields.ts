import { CREDIT_CODE_ALPHABET, parseCreditCode } from '@contract/credit-code';
import { parseIdNumber } from '@contract/id-number';
import type { OcrConfidence, OcrFields } from '@contract/verification';
import type { OcrLine } from './ocr';

/**
 * Reads the form's fields out of recognised text. OCR puts spaces between Chinese characters and reads
 * colons and a few letters loosely, so lines are normalised first; a value is taken from the line of its
 * label. These are suggestions: the person checks them before submitting, and each comes with a confidence
 * (0–1) the form uses to ask for a second look: the engine's confidence of the line it came from, lowered when
 * the value does not look like what it should be (a company name without an organisation's ending, a name of
 * one character) and raised for a code whose check character proves it was read right.
 */

const CJK = '\\p{Script=Han}';
const BETWEEN_HAN = new RegExp(`(?<=${CJK})\\s+(?=${CJK})`, 'gu');
/**
 * Every kind of space a licence's text may carry inside a label: 「名\u3000\u3000称」 is set with ideographic spaces
 * (U+3000), and OCR or a copied text adds no-break, thin and zero-width ones (some of which NFKC keeps).
 */
const ANY_SPACE = /[\p{White_Space}\u200B-\u200D\u2060\uFEFF]+/gu;
/** An engine without word confidences (plain text): a middling confidence, below the form's threshold for nothing proven. */
const UNKNOWN = 0.9;
/** The labels a licence sets at a line's start: a line that is only one of them is not a value. */
const LABEL_AT_START =
  /^(统一社会信用代码|注册资本|成立日期|注册日期|营业期限|经营期限|类型|住所|经营场所|主要经营场所|经营范围|登记机关|法定代表人|负责人|经营者|执行事务合伙人|名称|组成形式)/u;
/** Labels of the licence's right-hand column, never part of a name: a value read from a two-column line stops there. */
const CUT_AT = /(统一社会信用代码|注册资本|成立日期|注册日期|营业期限|经营期限|经营范围|登记机关|法定代表人)/u;

interface Line {
  text: string;
  confidence: number;
}

function lines(input: string | OcrLine[]): Line[] {
  const raw = typeof input === 'string' ? input.split(/\r?\n|\r/).map((text) => ({ text, confidence: UNKNOWN })) : input;
  return raw
    .map((l) => ({
      text: l.text.normalize('NFKC').replace(ANY_SPACE, ' ').replace(BETWEEN_HAN, '').replace(/[|｜]/g, ' ').trim(),
      confidence: l.confidence,
    }))
    .filter((l) => l.text);
}

const SEPARATORS = /^[\s:：.·]+/;

/**
 * The text after `label` (colons and spaces dropped, up to the next field's label) with its line's confidence, or
 * undefined. A label alone on its line takes the next line, unless that is another label.
 */
function after(all: Line[], label: RegExp): Line | undefined {
  for (const [i, line] of all.entries()) {
    const m = label.exec(line.text);
    if (!m) continue;
    const rest = cutAtLabel(line.text.slice(m.index + m[0].length).replace(SEPARATORS, ''));
    if (rest) return { text: rest, confidence: line.confidence };
    const next = all[i + 1];
    const value = next && !LABEL_AT_START.test(next.text) ? cutAtLabel(next.text.replace(SEPARATORS, '')) : '';
    if (value) return { text: value, confidence: next!.confidence };
  }
  return undefined;
}

function cutAtLabel(text: string): string {
  const m = CUT_AT.exec(text);
  return (m && m.index > 0 ? text.slice(0, m.index) : m ? '' : text).trim();
}

/** The first run of Han characters (with ·, as in minority names) in `value`. */
const hanRun = (value: string | undefined, max: number) => value?.match(/[\p{Script=Han}·]+/u)?.[0]?.slice(0, max);

/** OCR's usual confusions, tried only when the code as read fails its checksum. */
const LOOKALIKES: Record<string, string> = { O: '0', I: '1', Z: '2', S: '5', V: 'U' };

/** A valid code as read (sure), one valid after fixing look-alike letters (to be checked), or none. */
function creditCodeIn(text: string): { code: string; fixed: boolean } | undefined {
  const tokens = text.toUpperCase().match(/[0-9A-Z]{18}/g) ?? [];
  for (const token of tokens) if (parseCreditCode(token).ok) return { code: token, fixed: false };
  for (const token of tokens) {
    const fixed = [...token].map((c) => (CREDIT_CODE_ALPHABET.includes(c) ? c : (LOOKALIKES[c] ?? c))).join('');
    if (parseCreditCode(fixed).ok) return { code: fixed, fixed: true };
  }
  return undefined;
}

/** What an organisation's registered name ends with; a name read without one has most likely lost or gained text. */
const ORGANISATION_ENDING = /(公司|厂|店|中心|合作社|社|事务所|所|院|部|行|馆|场|站|队|会|室|处|集团)$/u;
const PERSON_NAME = /^[\p{Script=Han}]{2,4}$|^[\p{Script=Han}]{1,6}·[\p{Script=Han}]{1,6}$/u;
const round = (n: number) => Math.round(n * 100) / 100;

export interface OcrReading {
  fields: OcrFields;
  confidence: OcrConfidence;
}

export function readLicence(input: string | OcrLine[]): OcrReading {
  const all = lines(input);
  const fields: OcrFields = {};
  const confidence: OcrConfidence = {};
  const codeLine = after(all, /统一社会信用代码|信用代码/);
  const labelled = creditCodeIn(codeLine?.text.replace(/\s+/g, '') ?? '');
  const found =
    labelled ??
    creditCodeIn(
      all
        .map((l) => l.text)
        .join(' ')
        .replace(/(?<=[0-9A-Z])\s+(?=[0-9A-Z])/g, ''),
    );
  if (found) {
    fields.creditCode = found.code;
    // The check character proves a code read as it is; one that needed letters swapped is worth a look.
    confidence.creditCode = found.fixed ? 0.7 : 0.99;
  } else if (codeLine) {
    const raw = codeLine.text
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/[0-9A-Z]{18}/)?.[0];
    if (raw) {
      fields.creditCode = raw;
      confidence.creditCode = 0.3;
    }
  }
  const name = after(all, /^[^\p{Script=Han}\dA-Za-z]*名\s*称/u) ?? after(all, /(企业|公司)名称/);
  if (name) {
    fields.companyName = name.text.replace(/\s+/g, '').slice(0, 100);
    const plausible = fields.companyName.length >= 4 && ORGANISATION_ENDING.test(fields.companyName);
    confidence.companyName = round(plausible ? name.confidence : Math.min(name.confidence, 0.5));
  }
  const legalLine = after(all, /法定代表人|负责人|经营者|执行事务合伙人/);
  const legal = hanRun(legalLine?.text, 30);
  if (legal && legalLine) {
    fields.legalPerson = legal;
    confidence.legalPerson = round(PERSON_NAME.test(legal) ? legalLine.confidence : Math.min(legalLine.confidence, 0.5));
  }
  return { fields, confidence };
}

export function readIdCard(input: string | OcrLine[]): OcrReading {
  const all = lines(input);
  const fields: OcrFields = {};
  const confidence: OcrConfidence = {};
  const nameLine = after(all, /^[^\p{Script=Han}\dA-Za-z]*姓\s*名/u);
  const name = hanRun(nameLine?.text, 30);
  if (name && nameLine) {
    fields.name = name;
    confidence.name = round(PERSON_NAME.test(name) ? nameLine.confidence : Math.min(nameLine.confidence, 0.5));
  }
  const numberLine = after(all, /公民身份号码|身份号码/)
    ?.text.replace(/\s+/g, '')
    .toUpperCase();
  const labelled = numberLine?.match(/\d{17}[\dX]/)?.[0];
  const anywhere = (
    all
      .map((l) => l.text)
      .join(' ')
      .replace(/(?<=\d)\s+(?=[\dX])/g, '')
      .toUpperCase()
      .match(/\d{17}[\dX]/g) ?? []
  ).find((n) => parseIdNumber(n).ok);
  const idNumber = labelled ?? anywhere;
  if (idNumber) {
    fields.idNumber = idNumber;
    confidence.idNumber = parseIdNumber(idNumber).ok ? 0.99 : 0.3;
  }
  return { fields, confidence };
}

/** The fields alone (as before confidences). */
export const readLicenceFields = (input: string | OcrLine[]): OcrFields => readLicence(input).fields;
export const readIdCardFields = (input: string | OcrLine[]): OcrFields => readIdCard(input).fields;
