import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import {
  LOGO_MAX_LABEL,
  LOGO_TYPES,
  SUPPLIER_EDIT_PERMISSION,
  type CompanyProfile,
  type detail as detailEndpoint,
  type editDetail as editEndpoint,
} from '@contract/supplier-centre';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { requirePermission, requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Upload } from '../../http/uploads';
import { parseId } from '../../lib/ids';
import { actorOf, recordAudit } from '../audit';
import { sniffType, type FileReadRule } from '../files';
import { hasChildRegions, regionsByCode } from '../reference';
import { supplierById } from '../suppliers';
import * as repo from './repo';

type EditInput = z.output<typeof editEndpoint.request>;

/** A supplier that has not edited its profile yet. */
const NO_PROFILE = {
  contact_name: null,
  contact_phone: null,
  province_code: null,
  city_code: null,
  district_code: null,
  street: null,
  business_scope: null,
  logo_file_id: null,
  updated_at: null,
};

const invalid = (message: string) => new BusinessError(ERROR_CODES.validation, message);

/** The logo is on the company profile every member reads: any member of its supplier may download it. */
export const mayReadLogo: FileReadRule = async (auth, file) => auth.supplier?.id === file.supplierId;

async function read(executor: Executor, supplierId: number): Promise<CompanyProfile> {
  const [supplier, profile] = await Promise.all([supplierById(executor, supplierId), repo.findProfile(executor, supplierId)]);
  const row = supplier && { id: supplierId, ...supplier, ...(profile ?? NO_PROFILE) };
  if (!row) throw new BusinessError(ERROR_CODES.notFound, '企业信息不存在');
  const codes = [row.province_code, row.city_code, row.district_code].filter((c): c is string => Boolean(c));
  const regions = await regionsByCode(executor, codes);
  const names = codes.map((c) => regions.find((r) => r.code === c)?.name ?? '');
  return {
    supplierId: String(row.id),
    name: row.name,
    supplierType: row.supplier_type,
    creditCode: row.credit_code,
    verifyStatus: row.verify_status,
    contactName: row.contact_name ?? '',
    contactPhone: row.contact_phone ?? '',
    provinceCode: row.province_code,
    cityCode: row.city_code,
    districtCode: row.district_code,
    // A municipality repeats itself (上海市 / 上海市 / 浦东新区): say it once.
    regionName: names.filter((n, i) => n && n !== names[i - 1]).join(' '),
    street: row.street ?? '',
    businessScope: row.business_scope ?? '',
    logoFileId: row.logo_file_id === null ? null : String(row.logo_file_id),
    updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
  };
}

/** Province → city → district must be one chain of the city data; a city with districts needs one. */
async function checkRegion(db: Executor, input: EditInput): Promise<void> {
  const codes = [input.provinceCode, input.cityCode, ...(input.districtCode ? [input.districtCode] : [])];
  const found = await regionsByCode(db, codes);
  const byCode = new Map(found.map((r) => [r.code, r]));
  const province = byCode.get(input.provinceCode);
  if (!province || province.level !== 1) throw invalid('provinceCode：所选省份不存在');
  const city = byCode.get(input.cityCode);
  if (!city || city.level !== 2 || city.parent_code !== province.code) throw invalid('cityCode：所选城市不属于该省份');
  if (input.districtCode) {
    const district = byCode.get(input.districtCode);
    if (!district || district.level !== 3 || district.parent_code !== city.code) throw invalid('districtCode：所选区县不属于该城市');
  } else if (await hasChildRegions(db, city.code)) {
    throw invalid('districtCode：请选择区/县');
  }
}

/** The company profile: identity from verification (read-only here), contact, address, scope and logo. */
export async function detail(ctx: Ctx, _input: z.output<typeof detailEndpoint.request>, auth: AuthContext): Promise<CompanyProfile> {
  return read(ctx.db, requireSupplier(auth).id);
}

/** An edit is a silent change: every open session of the company re-reads its profile. */
export async function editDetail(ctx: Ctx, input: EditInput, auth: AuthContext): Promise<CompanyProfile> {
  const supplier = requirePermission(auth, SUPPLIER_EDIT_PERMISSION, '编辑企业资料');
  await checkRegion(ctx.db, input);
  let logoFileId: number | null = null;
  if (input.logoFileId) {
    logoFileId = parseId(input.logoFileId);
    if (logoFileId === null || !(await ctx.files.isOwnedBy(supplier.id, input.logoFileId, 'logo'))) {
      throw new BusinessError(ERROR_CODES.notFound, 'logoFileId：Logo 图片不存在，请重新上传');
    }
  }
  const now = ctx.clock();
  return ctx.notices.withNotices(async (trx, add) => {
    const row = {
      contact_name: input.contactName,
      contact_phone: input.contactPhone,
      province_code: input.provinceCode,
      city_code: input.cityCode,
      district_code: input.districtCode ?? null,
      street: input.street,
      business_scope: input.businessScope,
      logo_file_id: logoFileId,
    };
    await repo.upsertProfile(trx, supplier.id, row, auth.userId, now);
    const { logo_file_id: _logo, ...shown } = row;
    await recordAudit(trx, {
      supplierId: supplier.id,
      ...actorOf(auth),
      action: 'profile.edit',
      detail: { ...shown, logo: logoFileId !== null },
      at: now,
    });
    add(ctx.notices.changed(supplier.id, 'company'));
    return read(trx, supplier.id);
  });
}

/** Stores a logo image (PNG or JPEG by its bytes); the profile uses it once edit_detail names its id. */
export async function uploadLogo(ctx: Ctx, upload: Upload, auth: AuthContext) {
  const supplier = requirePermission(auth, SUPPLIER_EDIT_PERMISSION, '编辑企业资料');
  const file = upload.files.find((f) => f.fieldName === 'file');
  if (!file || file.bytes.length === 0) throw invalid('file：请选择要上传的 Logo 图片');
  const type = await sniffType(file.bytes);
  if (!type || !LOGO_TYPES.some((t) => t.mime === type.mime)) {
    throw new BusinessError(ERROR_CODES.unsupportedMediaType, `file：Logo 只能是 PNG 或 JPEG 图片（不超过 ${LOGO_MAX_LABEL}）`);
  }
  const stored = await ctx.files.store(ctx.db, {
    supplierId: supplier.id,
    userId: auth.userId,
    purpose: 'logo',
    originalName: file.fileName || `logo.${type.ext}`,
    bytes: file.bytes,
    type,
  });
  return { fileId: stored.fileId, name: stored.name, mime: stored.mime, size: stored.size };
}
