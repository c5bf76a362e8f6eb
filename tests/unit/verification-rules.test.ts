import { CHECKED_ON_BLUR, checkAll, COMPANY_RULES, PERSON_RULES } from '@/features/verification/components/verification-rules';

/** The verification forms' rules: the same rules and messages the antd Form items had (required + whitespace, min 2, the code checks). */
describe('verification form rules', () => {
  it('a company needs the licence photo, a name and a legal person of two characters or more, and a valid credit code', () => {
    expect(checkAll(COMPANY_RULES, { licenceFileId: '', companyName: '', creditCode: '', legalPerson: '' })).toEqual({
      licenceFileId: '请上传营业执照图片',
      companyName: '请输入企业名称',
      creditCode: '请输入统一社会信用代码',
      legalPerson: '请输入法定代表人姓名',
    });
    expect(checkAll(COMPANY_RULES, { licenceFileId: 'f-1', companyName: '某', creditCode: '9133010079965505', legalPerson: '王' })).toEqual(
      {
        licenceFileId: null,
        companyName: '企业名称至少 2 个字',
        creditCode: '统一社会信用代码必须是 18 位',
        legalPerson: '法定代表人姓名至少 2 个字',
      },
    );
    expect(
      checkAll(COMPANY_RULES, { licenceFileId: 'f-1', companyName: '某某公司', creditCode: '91330100799655058B', legalPerson: '王建国' }),
    ).toEqual({
      licenceFileId: null,
      companyName: null,
      creditCode: null,
      legalPerson: null,
    });
  });

  it('spaces alone are nothing typed; the check character of a credit code is checked', () => {
    expect(COMPANY_RULES.companyName('   ')).toBe('请输入企业名称');
    expect(COMPANY_RULES.legalPerson(' \t')).toBe('请输入法定代表人姓名');
    expect(COMPANY_RULES.creditCode('  ')).toBe('请输入统一社会信用代码');
    expect(COMPANY_RULES.creditCode('91330100799655058C')).toBe('统一社会信用代码校验位不正确，请核对');
    // A character outside the BMP counts once, as antd's `min` counted it.
    expect(PERSON_RULES.name('𠀀')).toBe('姓名至少 2 个字');
    expect(PERSON_RULES.name('𠀀明')).toBeNull();
  });

  it('a person needs both sides of the ID card, a name, and a valid ID number', () => {
    expect(checkAll(PERSON_RULES, { idFrontFileId: '', idBackFileId: '', name: '', idNumber: '' })).toEqual({
      idFrontFileId: '请上传身份证人像面',
      idBackFileId: '请上传身份证国徽面',
      name: '请输入姓名',
      idNumber: '请输入身份证号码',
    });
    expect(PERSON_RULES.name('李')).toBe('姓名至少 2 个字');
    expect(PERSON_RULES.idNumber('11010119900307123')).toBe('身份证号码必须是 18 位');
    expect(PERSON_RULES.idNumber('110101199003071234')).toBe('身份证号码校验位不正确，请核对');
    expect(PERSON_RULES.idNumber('110101199003071233')).toBeNull();
  });

  it('the codes are checked when the box is left, the rest as they change', () => {
    expect([...CHECKED_ON_BLUR].sort()).toEqual(['creditCode', 'idNumber']);
  });
});
