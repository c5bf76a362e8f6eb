import * as login from '@contract/login';
import * as verification from '@contract/verification';
import { urlOf } from '../../../src/http/route';
import { raceTest, warmPool } from '../../helpers/races';
import { loginAs } from '../../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { companyBody, creditCodeFor, idNumberFor, personBody, pngOf, scriptedOcr, uploadImage } from '../../helpers/verification';

let t: TestApp;
const ocr = scriptedOcr('姓 名 李明华\n性别 男 民族 汉\n公民身份号码 110101199003071237\n');
beforeAll(async () => {
  t = await createTestApp({ ocr });
});
afterAll(() => t.close());

const newUser = async () => (await loginAs(t, uniquePhone())).token;
const fileCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('stored_file')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const supplierCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('supplier')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ocr_parse', () => {
  it('stores the image for its uploader and answers the fields read from it', async () => {
    const token = await newUser();
    const res = await uploadImage(t, token, 'idcard', pngOf(), [{ name: 'side', content: 'front' }]);
    expect(res.body).toEqual({
      flag: true,
      errorCode: null,
      errorMsg: null,
      data: {
        fileId: expect.stringMatching(/^\d+$/),
        ocrAvailable: true,
        fields: { name: '李明华', idNumber: '110101199003071237' },
        confidence: { name: 0.9, idNumber: 0.3 },
      },
    });
    const row = await t.db
      .selectFrom('stored_file')
      .select(['supplier_id', 'purpose', 'mime'])
      .where('id', '=', Number(res.body.data.fileId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ supplier_id: null, purpose: 'idcard', mime: 'image/png' });
  });

  it('without OCR installed still stores the image and says so', async () => {
    const token = await newUser();
    ocr.text = null;
    try {
      const before = ocr.reads;
      const res = await uploadImage(t, token, 'licence');
      expect(res.body).toMatchObject({ flag: true, data: { fileId: expect.stringMatching(/^\d+$/), fields: {}, ocrAvailable: false } });
      expect(ocr.reads).toBe(before);
    } finally {
      ocr.text = '';
    }
  });

  it('refuses what is not a PNG or JPEG image, a broken or huge one, and bad fields, storing nothing', async () => {
    const token = await newUser();
    const before = await fileCount();
    const gif = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    );
    const hugeHeader = pngOf();
    hugeHeader.writeUInt32BE(100_000, 16);
    hugeHeader.writeUInt32BE(100_000, 20);
    const cases: [Parameters<typeof uploadImage>, string, string][] = [
      [[t, token, 'licence', '%PDF-1.7 not an image'], 'E000415', 'file：只支持 PNG 或 JPG 图片'],
      [[t, token, 'licence', gif], 'E000415', 'file：只支持 PNG 或 JPG 图片（上传的文件是 GIF）'],
      [[t, token, 'licence', pngOf(8, 8)], 'E000400', 'file：图片已损坏或尺寸过小，请重新拍摄上传'],
      [[t, token, 'licence', hugeHeader], 'E000400', 'file：图片像素过大（不能超过 4000 万像素），请压缩后上传'],
      [[t, token, 'passport'], 'E000400', 'kind：kind 只能是 licence（营业执照）或 idcard（身份证）'],
      [[t, token, 'idcard', pngOf(), [{ name: 'side', content: 'left' }]], 'E000400', 'side：side 只能是 front（人像面）或 back（国徽面）'],
      [[t, token, 'licence', pngOf(), [{ name: 'extra', content: 'x' }]], 'E000400', 'extra：不允许的字段'],
      [[t, token, 'licence', ''], 'E000400', 'file：请上传一张 PNG 或 JPG 图片（不超过 10 MB）'],
    ];
    for (const [args, code, message] of cases) {
      const res = await uploadImage(...args);
      expect(res.body, message).toMatchObject({ flag: false, errorCode: code, errorMsg: expect.stringContaining(message) });
      expect(res.status).toBe(200);
    }
    const { upload } = await import('../../helpers/multipart');
    const noFile = await upload(t.app, urlOf(verification.ocrParse), [{ name: 'kind', content: 'licence' }], token);
    expect(noFile.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: expect.stringContaining('file：请上传') });
    const tooBig = await uploadImage(t, token, 'licence', Buffer.concat([pngOf(), Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.body).toMatchObject({ flag: false, errorCode: 'E000413', errorMsg: expect.stringContaining('10 MB') });
    const json = await t.post(urlOf(verification.ocrParse), { kind: 'licence' }, { token });
    expect(json.body).toMatchObject({ flag: false, errorCode: 'E000415' });
    expect(await fileCount()).toBe(before);
  });
});

describe('submitting bad bodies', () => {
  it('names the field and the rule (credit code checksum, ID number, lengths, unknown fields) and changes nothing', async () => {
    const token = await newUser();
    const company = await companyBody(t, token, 7);
    const person = await personBody(t, token, 7);
    const broken = company.creditCode.slice(0, 17) + (company.creditCode[17] === '0' ? '1' : '0');
    const suppliers = await supplierCount();
    const cases: [Promise<{ body: { flag: boolean; errorCode: string | null; errorMsg: string | null } }>, string][] = [
      [t.call(verification.companyAuth, { ...company, creditCode: broken }, { token }), 'creditCode：统一社会信用代码校验位不正确，请核对'],
      [
        t.call(verification.companyAuth, { ...company, creditCode: '9133010079965505' }, { token }),
        'creditCode：统一社会信用代码必须是 18 位',
      ],
      [
        t.call(verification.companyAuth, { ...company, creditCode: '91330100799655O58B' }, { token }),
        'creditCode：统一社会信用代码只能包含数字和大写字母',
      ],
      [t.call(verification.companyAuth, { ...company, companyName: ' ' }, { token }), 'companyName：企业名称至少 2 个字'],
      [t.call(verification.companyAuth, { ...company, legalPerson: 'x'.repeat(31) }, { token }), 'legalPerson：长度不能超过 30 个字符'],
      [t.call(verification.companyAuth, { ...company, licenceFileId: '' }, { token }), 'licenceFileId：不能为空'],
      [t.call(verification.companyAuth, { ...company, verifyStatus: 2 } as never, { token }), 'verifyStatus：不允许的字段'],
      [t.call(verification.companyAuth, { creditCode: company.creditCode } as never, { token }), 'companyName：必填'],
      [
        t.call(
          verification.personAuth,
          { ...person, idNumber: `${person.idNumber.slice(0, 17)}${person.idNumber[17] === '0' ? '1' : '0'}` },
          { token },
        ),
        'idNumber：身份证号码校验位不正确，请核对',
      ],
      [t.call(verification.personAuth, { ...person, idNumber: '11010120990101001X' }, { token }), 'idNumber：身份证号码中的出生日期不正确'],
      [
        t.call(verification.againAuth, { ...company, kind: 'robot' } as never, { token }),
        'kind：kind 只能是 company（企业）或 person（个人）',
      ],
      [t.call(verification.upgrade, { ...company, creditCode: 12 } as never, { token }), 'creditCode：'],
      [t.post(urlOf(verification.companyAuth), '{"companyName":', { token, headers: { 'content-type': 'application/json' } }), ''],
      [t.call(verification.companyAuth, { ...company, licenceFileId: '99999999999' }, { token }), '营业执照图片不存在，请重新上传'],
      [t.call(verification.personAuth, { ...person, idBackFileId: 'abc' }, { token }), '身份证国徽面图片不存在，请重新上传'],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect(res.body, message).toMatchObject({
        flag: false,
        errorCode: expect.stringMatching(/^E000(400|404)$/),
        errorMsg: expect.stringContaining(message),
      });
    }
    expect(await supplierCount()).toBe(suppliers);
    expect((await t.call(login.getLoginInfo, {}, { token })).body.data.supplierInfo).toBeNull();
    expect(
      await t.db
        .selectFrom('supplier_audit')
        .select('id')
        .where('actor_user_id', '=', Number((await t.call(login.getLoginInfo, {}, { token })).body.data.userId))
        .execute(),
    ).toEqual([]);
  });

  it('accepts a credit code typed in lower case with spaces and stores it normalised', async () => {
    const token = await newUser();
    const body = await companyBody(t, token, 8);
    const typed = body.creditCode.toLowerCase().replace(/(.{6})/g, '$1 ');
    const res = await t.call(verification.companyAuth, { ...body, creditCode: typed }, { token });
    expect(res.body.flag).toBe(true);
    const row = await t.db
      .selectFrom('supplier_verification')
      .select('credit_code')
      .where('supplier_id', '=', Number(res.body.data.supplierId))
      .executeTakeFirstOrThrow();
    expect(row.credit_code).toBe(creditCodeFor(8));
  });
});

describe('races', () => {
  raceTest('one user submitting twice at once founds one supplier', async () => {
    const tokens = [await newUser(), await newUser(), await newUser()];
    const bodies = await Promise.all(
      tokens.map(async (token, i) => [await companyBody(t, token, 200 + i * 2), await personBody(t, token, 200 + i * 2 + 1)] as const),
    );
    await warmPool(t.db);
    const rounds = await Promise.all(
      tokens.map((token, i) =>
        Promise.all([
          t.call(verification.companyAuth, bodies[i]![0], { token }),
          t.call(verification.personAuth, bodies[i]![1], { token }),
        ]),
      ),
    );
    for (const [i, results] of rounds.entries()) {
      expect(results.filter((r) => r.body.flag)).toHaveLength(1);
      for (const r of results.filter((x) => !x.body.flag)) expect(r.body).toMatchObject({ errorCode: 'E000409' });
      const userId = Number((await t.call(login.getLoginInfo, {}, { token: tokens[i]! })).body.data.userId);
      expect(await t.db.selectFrom('supplier_member').select('supplier_id').where('user_id', '=', userId).execute()).toHaveLength(1);
    }
  });

  raceTest('two users claiming one credit code at once: one submission stands', async () => {
    for (let round = 0; round < 3; round++) {
      const tokens = [await newUser(), await newUser(), await newUser()];
      const code = creditCodeFor(300 + round);
      const bodies = await Promise.all(tokens.map(async (token) => ({ ...(await companyBody(t, token, 0)), creditCode: code })));
      await warmPool(t.db);
      const results = await Promise.all(tokens.map((token, i) => t.call(verification.companyAuth, bodies[i]!, { token })));
      expect(results.filter((r) => r.body.flag)).toHaveLength(1);
      for (const r of results.filter((x) => !x.body.flag))
        expect(r.body).toMatchObject({ errorCode: 'E000409', errorMsg: expect.stringContaining('统一社会信用代码') });
      expect(await t.db.selectFrom('supplier_verification').select('id').where('credit_code', '=', code).execute()).toHaveLength(1);
    }
    expect(idNumberFor(1)).toHaveLength(18);
  });
});
