import * as centre from '@contract/supplier-centre';
import { urlOf } from '../../../src/http/route';
import { demoLogoPng } from '../../../src/seed/supplier-centre';
import { upload } from '../../helpers/multipart';
import { DEMO, loginAs } from '../../helpers/session';
import { loneUser } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { centreMember, nanshan, SMS_CONFIG, type CentreMember } from './helpers';

let t: TestApp;
let region: { province: string; city: string; district: string; otherCity: string };
beforeAll(async () => {
  t = await createTestApp({ config: SMS_CONFIG });
  const other = await t.db
    .selectFrom('region')
    .select('code')
    .where('name', '=', '杭州市')
    .where('level', '=', 2)
    .executeTakeFirstOrThrow();
  region = { ...(await nanshan(t)), otherCity: other.code };
});
afterAll(() => t.close());

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'binary'),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'binary',
);

const valid = () => ({
  contactName: ' 赵敏 ',
  contactPhone: '13912345678',
  provinceCode: region.province,
  cityCode: region.city,
  districtCode: region.district,
  street: '科技园南区 1 栋',
  businessScope: '人力资源外包',
});
const edit = (m: CentreMember, body: unknown) => t.call(centre.editDetail, body as never, { token: m.token });
const detail = (m: CentreMember) => t.call(centre.detail, {}, { token: m.token });
const uploadLogo = (m: CentreMember, content: Buffer, filename = 'logo.png') =>
  upload<{ fileId: string }>(t.app, urlOf(centre.uploadLogo), [{ name: 'file', filename, contentType: 'image/png', content }], m.token);

describe('detail and edit_detail', () => {
  it('shows the verified identity read-only and an empty profile before the first edit', async () => {
    const m = await centreMember(t);
    expect((await detail(m)).body.data).toMatchObject({
      supplierId: String(m.supplierId),
      name: m.supplierName,
      supplierType: 'company',
      verifyStatus: 2,
      contactName: '',
      provinceCode: null,
      regionName: '',
      logoFileId: null,
      updatedAt: null,
    });
  });

  it('saves contact, address, scope and logo, names the region, and records it in the audit trail', async () => {
    const m = await centreMember(t);
    const logo = await uploadLogo(m, demoLogoPng());
    expect(logo.body).toMatchObject({ flag: true, data: { fileId: expect.any(String), mime: 'image/png' } });
    const res = await edit(m, { ...valid(), logoFileId: logo.body.data.fileId });
    expect(res.body).toMatchObject({
      flag: true,
      data: {
        contactName: '赵敏',
        contactPhone: '13912345678',
        regionName: '广东省 深圳市 南山区',
        street: '科技园南区 1 栋',
        logoFileId: logo.body.data.fileId,
        name: m.supplierName,
      },
    });
    expect((await detail(m)).body.data).toEqual(res.body.data);
    const audit = await t.db
      .selectFrom('supplier_audit')
      .select(['action', 'actor_user_id'])
      .where('supplier_id', '=', m.supplierId)
      .execute();
    expect(audit).toEqual([{ action: 'profile.edit', actor_user_id: m.userId }]);
    // A second edit replaces the first and may drop the logo.
    const again = await edit(m, { ...valid(), contactPhone: '021-58880000', logoFileId: null, businessScope: undefined });
    expect(again.body.data).toMatchObject({ contactPhone: '021-58880000', logoFileId: null, businessScope: '' });
  });

  it('cannot change the name, type, credit code or verify status', async () => {
    const m = await centreMember(t);
    const res = await edit(m, { ...valid(), name: '别的名字' });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'name：不允许的字段' });
    expect((await detail(m)).body.data.contactName).toBe('');
  });

  it.each([
    ['a city of another province', () => ({ cityCode: region.otherCity }), 'cityCode：所选城市不属于该省份'],
    [
      'a district of another city',
      () => ({ cityCode: region.otherCity, provinceCode: '330000', districtCode: region.district }),
      'districtCode：所选区县不属于该城市',
    ],
    ['no district for a city that has districts', () => ({ districtCode: undefined }), 'districtCode：请选择区/县'],
    ['an unknown province', () => ({ provinceCode: '990000' }), 'provinceCode：所选省份不存在'],
    ['a malformed code', () => ({ provinceCode: 'abc' }), 'provinceCode：地区编码不正确'],
    ['a bad phone', () => ({ contactPhone: '12345' }), 'contactPhone：联系电话格式不正确（手机号或带区号的座机）'],
    ['an empty contact', () => ({ contactName: '  ' }), 'contactName：请填写联系人'],
    ['a long scope', () => ({ businessScope: '经'.repeat(501) }), 'businessScope：长度不能超过 500 个字符'],
  ])('refuses %s, changing nothing', async (_label, patch, message) => {
    const m = await centreMember(t);
    const res = await edit(m, { ...valid(), ...patch() });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: message });
    expect((await detail(m)).body.data.updatedAt).toBeNull();
  });

  it("refuses another supplier's logo and made-up file ids with E000404", async () => {
    const m = await centreMember(t);
    const other = await centreMember(t);
    const foreign = (await uploadLogo(other, demoLogoPng())).body.data.fileId;
    for (const logoFileId of [foreign, '99999999', 'x']) {
      expect((await edit(m, { ...valid(), logoFileId })).body).toMatchObject({ flag: false, errorCode: 'E000404' });
    }
    expect((await detail(m)).body.data.updatedAt).toBeNull();
  });

  it('edit_detail and upload_logo need supplier:edit (E000403); detail is for every member', async () => {
    const m = await centreMember(t);
    const member = await centreMember(t, { supplierId: m.supplierId, authList: ['task:take', 'bank:manage'] });
    const forbidden = { flag: false, errorCode: 'E000403', errorMsg: '您没有编辑企业资料权限，请联系企业管理员开通' };
    expect((await edit(member, valid())).body).toMatchObject(forbidden);
    expect((await uploadLogo(member, demoLogoPng())).body).toMatchObject(forbidden);
    expect(await t.db.selectFrom('stored_file').select('id').where('supplier_id', '=', m.supplierId).execute()).toEqual([]);
    expect((await detail(member)).body.data.name).toBe(m.supplierName);
  });

  it('each supplier sees only its own profile', async () => {
    const m = await centreMember(t);
    await edit(m, valid());
    const other = await centreMember(t);
    expect((await detail(other)).body.data).toMatchObject({ supplierId: String(other.supplierId), contactName: '' });
  });

  it('needs a login and a supplier', async () => {
    expect((await t.call(centre.detail, {})).status).toBe(401);
    const lone = await loneUser(t);
    expect((await t.call(centre.detail, {}, { token: lone.token })).body.errorCode).toBe('E000601');
  });

  it('the demo company has a filled profile with a logo', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const res = await t.call(centre.detail, {}, { token });
    expect(res.body.data).toMatchObject({ contactName: '王建国', regionName: '上海市 浦东新区', logoFileId: expect.any(String) });
  });
});

describe('upload_logo', () => {
  it('accepts PNG and JPEG by their bytes, whatever the name says', async () => {
    const m = await centreMember(t);
    expect((await uploadLogo(m, JPEG, 'logo.png')).body).toMatchObject({ flag: true, data: { mime: 'image/jpeg' } });
    expect((await uploadLogo(m, demoLogoPng(), 'logo.exe')).body).toMatchObject({ flag: true, data: { mime: 'image/png' } });
  });

  it.each([
    ['a GIF', GIF],
    ['text named .png', Buffer.from('not an image')],
    ['HTML named .png', Buffer.from('<svg onload=alert(1)></svg>')],
  ])('refuses %s with E000415', async (_label, bytes) => {
    const m = await centreMember(t);
    expect((await uploadLogo(m, bytes)).body).toMatchObject({
      flag: false,
      errorCode: 'E000415',
      errorMsg: expect.stringContaining('PNG 或 JPEG'),
    });
    expect(await t.db.selectFrom('stored_file').select('id').where('supplier_id', '=', m.supplierId).execute()).toEqual([]);
  });

  it('refuses an image over 10 MB with E000413', async () => {
    const m = await centreMember(t);
    const big = Buffer.concat([demoLogoPng(), Buffer.alloc(centre.LOGO_MAX_BYTES)]);
    expect((await uploadLogo(m, big)).body).toMatchObject({
      flag: false,
      errorCode: 'E000413',
      errorMsg: expect.stringContaining('10 MB'),
    });
  });

  it('serves the logo only to its supplier', async () => {
    const m = await centreMember(t);
    const other = await centreMember(t);
    const { fileId } = (await uploadLogo(m, demoLogoPng())).body.data;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/jy-turing-suppliers/pc_file/auth/download?fileId=${fileId}`,
      headers: { authtoken: m.token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/jy-turing-suppliers/pc_file/auth/download?fileId=${fileId}`,
      headers: { authtoken: other.token },
    });
    expect(foreign.json()).toMatchObject({ flag: false, errorCode: 'E000404' });
  });
});
