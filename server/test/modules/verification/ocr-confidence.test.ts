import { linesOfTsv, readIdCard, readLicence } from '../../../src/modules/verification';
import { loginAs } from '../../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { creditCodeFor, idNumberFor, scriptedOcr, uploadImage } from '../../helpers/verification';

const code = creditCodeFor(424242);

describe('OCR confidence per field', () => {
  it('reads tesseract’s TSV as lines, each as sure as its weakest word', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t0\t0\t10\t10\t-1\t',
      '5\t1\t1\t1\t1\t1\t0\t0\t10\t10\t95.5\t名',
      '5\t1\t1\t1\t1\t2\t0\t0\t10\t10\t91\t称',
      '5\t1\t1\t1\t1\t3\t0\t0\t10\t10\t42.25\t海启航人力资源有限公司',
      '5\t1\t1\t1\t2\t1\t0\t0\t10\t10\t96\t法定代表人',
      '5\t1\t1\t1\t2\t2\t0\t0\t10\t10\t-1\t ',
      '5\t1\t1\t1\t2\t3\t0\t0\t10\t10\t88\t王建国',
    ].join('\n');
    expect(linesOfTsv(tsv)).toEqual([
      { text: '名 称 海启航人力资源有限公司', confidence: 0.42 },
      { text: '法定代表人 王建国', confidence: 0.88 },
    ]);
  });

  it('a company name read with a doubtful word (a character lost at its start) is below 0.8; a proven code is 0.99', () => {
    const r = readLicence([
      { text: '名 称 海 启 航 人 力 资 源 有 限 公司', confidence: 0.42 },
      { text: `统一 社会 信用 代码 ${code}`, confidence: 0.6 },
      { text: '法 定 代表 人 王建国', confidence: 0.93 },
    ]);
    expect(r.fields).toEqual({ companyName: '海启航人力资源有限公司', creditCode: code, legalPerson: '王建国' });
    expect(r.confidence).toEqual({ companyName: 0.42, creditCode: 0.99, legalPerson: 0.93 });
  });

  it('lowers what does not look right even when the engine is sure: a name without an organisation’s ending, one character, a mended code', () => {
    const mended = code.replace(/0/, 'O');
    const r = readLicence([
      { text: '名称 上海启航人力资源有限', confidence: 0.97 },
      { text: `统一社会信用代码 ${mended}`, confidence: 0.97 },
      { text: '法定代表人 王', confidence: 0.97 },
    ]);
    expect(r.fields.creditCode).toBe(code);
    expect(r.confidence).toEqual({ companyName: 0.5, creditCode: 0.7, legalPerson: 0.5 });
    const card = readIdCard([
      { text: '姓 名 李明华', confidence: 0.85 },
      { text: `公民身份号码 ${idNumberFor(537)}`, confidence: 0.5 },
    ]);
    expect(card.confidence).toEqual({ name: 0.85, idNumber: 0.99 });
  });

  it('ocr_parse answers a confidence for each field it fills, and none for fields it leaves empty', async () => {
    const t: TestApp = await createTestApp({
      ocr: scriptedOcr([
        { text: '名 称 海启航人力资源有限公司', confidence: 0.55 },
        { text: `统一社会信用代码 ${code}`, confidence: 0.9 },
      ]),
    });
    try {
      const token = (await loginAs(t, uniquePhone())).token;
      const res = await uploadImage(t, token, 'licence');
      expect(res.body.data).toMatchObject({
        ocrAvailable: true,
        fields: { companyName: '海启航人力资源有限公司', creditCode: code },
        confidence: { companyName: 0.55, creditCode: 0.99 },
      });
      expect(res.body.data.confidence).not.toHaveProperty('legalPerson');
    } finally {
      await t.close();
    }
  });
});
