import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Executor } from '../db/schema';
import { insertFile } from '../modules/files';
import { districtByName } from '../modules/reference';
import { insertDemoBankAccounts, insertDemoProfile } from '../modules/supplier-centre';
import { DEMO_SUPPLIER } from './supplier';
import { demoSupplierAndAdmin } from './demo-people';

/** A corporate account (no check digit) and a UnionPay card whose last digit is its Luhn check digit. */
export const DEMO_BANK_ACCOUNTS = [
  { bank_code: 'ICBC', account_number: '1001244309300012345', branch_name: '中国工商银行上海张江支行', is_default: true },
  { bank_code: 'CMB', account_number: '6225882112345670', branch_name: '招商银行上海分行营业部', is_default: false },
];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A 96×96 demo logo (a blue tile with a light diagonal band), drawn here so the seed needs no binary file. */
export function demoLogoPng(size = 96): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    for (let x = 0; x < size; x += 1) {
      const band = Math.abs(x - y) < size / 8;
      raw.set(band ? [230, 240, 255] : [22, 119, 255], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The demo company's profile (contact, address in 上海 浦东新区, scope, logo) and its two bank accounts. */
export async function seedSupplierCentre(trx: Executor, now: Date): Promise<void> {
  const demo = await demoSupplierAndAdmin(trx);
  if (!demo) return;
  const { supplier, admin } = demo;
  const district = await districtByName(trx, '浦东新区');
  const logo = demoLogoPng();
  const fileId = await insertFile(trx, {
    supplierId: supplier.id,
    userId: admin.id,
    purpose: 'logo',
    name: 'logo.png',
    mime: 'image/png',
    ext: 'png',
    sha256: createHash('sha256').update(logo).digest('hex'),
    content: new Uint8Array(logo),
    now,
  });
  await insertDemoProfile(trx, {
    supplier_id: supplier.id,
    contact_name: DEMO_SUPPLIER.admin.name,
    contact_phone: '021-58880000',
    province_code: district?.province ?? null,
    city_code: district?.city ?? null,
    district_code: district?.district ?? null,
    street: '张江高科技园区碧波路 690 号 3 号楼 5 层',
    business_scope: '人力资源服务；劳务派遣；人才中介；企业管理咨询；招聘流程外包。',
    logo_file_id: fileId,
    updated_by: admin.id,
    updated_at: now,
  });
  await insertDemoBankAccounts(
    trx,
    DEMO_BANK_ACCOUNTS.map((a) => ({
      ...a,
      supplier_id: supplier.id,
      account_name: supplier.name,
      created_by: admin.id,
      created_at: now,
      updated_at: now,
    })),
  );
}
