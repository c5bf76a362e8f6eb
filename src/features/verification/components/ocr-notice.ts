import type { OcrResult } from '../api';

type OcrField = keyof OcrResult['fields'];

/** The form's names of what OCR may read, in the order the forms show them. */
const LABELS: Record<OcrField, string> = {
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  name: '姓名',
  idNumber: '身份证号码',
};
/** What each picture is expected to give. */
export const OCR_FIELDS_OF: Record<'licence' | 'idcard', readonly OcrField[]> = {
  licence: ['companyName', 'creditCode', 'legalPerson'],
  idcard: ['name', 'idNumber'],
};

/**
 * What the person is told after OCR, truthfully: the fields it filled by name, the ones it could not read, or that
 * nothing could be read. `success` when something was filled.
 */
export function ocrNotice(result: OcrResult, expected: readonly OcrField[]): { text: string; success: boolean } {
  if (!result.ocrAvailable) return { text: '图片识别（OCR）暂不可用，请对照图片手动填写', success: false };
  const filled = expected.filter((k) => result.fields[k]);
  if (filled.length === 0) return { text: '未能从图片中读出可填写的内容，请对照图片手动填写', success: false };
  const missing = expected.filter((k) => !result.fields[k]);
  const rest = missing.length ? `；未能读出${missing.map((k) => LABELS[k]).join('、')}，请对照图片填写` : '';
  return { text: `已根据图片填写：${filled.map((k) => LABELS[k]).join('、')}${rest}。请仔细核对`, success: true };
}
