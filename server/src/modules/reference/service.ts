import { ERROR_CODES } from '@contract/http';
import type { CityNode, EnumType, PositionType, ProvinceCity } from '@contract/reference';
import type { Db } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { memoize } from '../../lib/memo';
import * as repo from './repo';

/** Reference data changes only when the seed or an operator changes it; five minutes of staleness is fine. */
const CACHE_SECONDS = 300;

interface RegionRow {
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
}

/** Builds the province → city → district forest; rows arrive ordered by level, so parents come first. */
function regionForest(rows: RegionRow[]): CityNode[] {
  const byCode = new Map<string, CityNode>();
  const roots: CityNode[] = [];
  for (const r of rows) {
    const node: CityNode = { value: r.code, label: r.name };
    byCode.set(r.code, node);
    const parent = r.parent_code ? byCode.get(r.parent_code) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * `configuredParams`: system params whose value is the server's configuration, not the seeded row (the SMS resend
 * interval is SMS_RESEND_INTERVAL): the client reads them to show the rule the server actually applies.
 */
export function createReferenceService({
  db,
  clock,
  configuredParams = {},
}: {
  db: Db;
  clock: Clock;
  configuredParams?: Readonly<Record<string, string>>;
}) {
  const regions = memoize(clock, CACHE_SECONDS, () => repo.listRegions(db));

  const cityTree = memoize(clock, CACHE_SECONDS, async () => regionForest(await regions()));

  const allCities = memoize(clock, CACHE_SECONDS, async () =>
    (await cityTree()).flatMap((p) =>
      (p.children ?? []).map((c) => ({ code: c.value, name: c.label, provinceCode: p.value, provinceName: p.label })),
    ),
  );

  const provinceCities = memoize(clock, CACHE_SECONDS, async (): Promise<ProvinceCity[]> =>
    (await cityTree()).map((p) => ({
      searchID: p.value,
      name: p.label,
      children: (p.children ?? []).map((c) => ({ searchID: c.value, name: c.label })),
    })),
  );

  const positions = memoize(clock, CACHE_SECONDS, async () => {
    const rows = await repo.listPositionTypes(db);
    const nodes = new Map<number, PositionType>(
      rows.map((r) => [r.id, { id: String(r.id), name: r.name, parentId: r.parent_id === null ? null : String(r.parent_id) }]),
    );
    const roots: PositionType[] = [];
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
      if (parent) (parent.children ??= []).push(node);
      else roots.push(node);
    }
    return { positions: roots };
  });

  const banks = memoize(clock, CACHE_SECONDS, async () => (await repo.listBanks(db)).map((b) => ({ bankCode: b.code, bankName: b.name })));

  async function enums(types: readonly EnumType[] | undefined): Promise<Record<string, { code: string; label: string }[]>> {
    const result: Record<string, { code: string; label: string }[]> = {};
    if (types?.length === 0) return result;
    for (const t of types ?? []) result[t] = [];
    for (const row of await repo.listEnumItems(db, types)) (result[row.type] ??= []).push({ code: row.code, label: row.label });
    return result;
  }

  async function systemParam(code: string) {
    const row = await repo.findSystemParam(db, code);
    if (!row) throw new BusinessError(ERROR_CODES.notFound, `系统参数 ${code} 不存在`);
    const configured = Object.hasOwn(configuredParams, code) ? configuredParams[code] : undefined;
    return configured === undefined ? row : { ...row, value: configured };
  }

  const positionRows = memoize(clock, CACHE_SECONDS, () => repo.listPositionTypes(db));

  /** Enum rows as stored (type, code, label), for modules that label their own rows. */
  const enumRows = (types: readonly string[] | undefined) => repo.listEnumItems(db, types);

  /** Operator lookups by code or by the name a person types (create-task). */
  const lookup = {
    city: (codeOrName: string) => repo.findCity(db, codeOrName),
    district: (cityCode: string, codeOrName: string) => repo.findDistrict(db, cityCode, codeOrName),
    positionType: (idOrName: string) => repo.findPositionType(db, idOrName),
    enumItems: async (type: string) => (await repo.listEnumItems(db, [type])).map((e) => ({ code: e.code, label: e.label })),
  };

  return { cityTree, allCities, provinceCities, positions, banks, enums, systemParam, regionRows: regions, positionRows, enumRows, lookup };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
