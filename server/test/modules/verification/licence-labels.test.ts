import { readLicence } from '../../../src/modules/verification';
import { creditCodeFor } from '../../helpers/verification';

const code = creditCodeFor(515151);

describe('a licence whose labels are set with spaces', () => {
  it('reads 「名　　称」 and 「法定代表人」 through ideographic, no-break, thin and zero-width spaces', () => {
    const r = readLicence(
      [
        '营业执照',
        `统一社会信用代码\u3000${code}`,
        '名\u3000\u200b\u3000称',
        '上海启航人力资源有限公司',
        '类\u3000\u3000型\u3000有限责任公司(自然人投资或控股)',
        '住\u3000\u3000所\u3000上海市浦东新区张江路1号',
        '法\u2009定\u00a0代\u3000表\u3000人\u3000王建国\u3000\u3000成立日期\u30002019年01月01日',
      ].join('\n'),
    );
    expect(r.fields).toEqual({ creditCode: code, companyName: '上海启航人力资源有限公司', legalPerson: '王建国' });
    expect(r.confidence).toMatchObject({ companyName: 0.9, legalPerson: 0.9 });
  });

  it('stops a name at the right-hand column’s label on the same line', () => {
    const r = readLicence([
      { text: '名\u3000\u3000称\u3000上海启航人力资源有限公司\u3000\u3000注册资本\u3000壹佰万元整', confidence: 0.95 },
    ]);
    expect(r.fields.companyName).toBe('上海启航人力资源有限公司');
    expect(r.confidence.companyName).toBe(0.95);
  });

  it('takes nothing from a label alone on its line followed by another label', () => {
    const r = readLicence(['名\u3000\u3000称', '类\u3000\u3000型\u3000有限责任公司'].join('\n'));
    expect(r.fields).toEqual({});
  });
});
