import { describe, expect, it } from 'vitest';
import * as contract from '@contract/index';
import { platformRouteTable } from '../../src/platform-routes';
import { routeTable } from '../../src/routes';

/** Every contract endpoint, by the name it is exported under and its contract module. */
function contractEndpoints(): { domain: string; name: string; endpoint: object }[] {
  const found: { domain: string; name: string; endpoint: object }[] = [];
  for (const [domain, exports] of Object.entries(contract)) {
    if (typeof exports !== 'object' || exports === null) continue;
    for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
      const v = value as { path?: unknown; request?: unknown; response?: unknown };
      if (typeof v?.path === 'string' && v.request && v.response) found.push({ domain, name, endpoint: v as object });
    }
  }
  return found;
}

/**
 * Contract modules whose endpoints are still registered by hand rather than by a named operation in a route table.
 * It only shrinks: once a module is converted, it leaves this list, and the test holds it to the rule.
 */
const NOT_YET_NAMED = new Set(['resumes', 'taskImport', 'verification', 'supplierCentre', 'notifications', 'webhooks']);

describe('one name from the contract to the operation', () => {
  const endpoints = contractEndpoints();

  it('each route table row serves a contract endpoint with an operation of the same name', () => {
    for (const row of routeTable) {
      const named = endpoints.find((e) => e.endpoint === row.endpoint);
      expect(named, `a route table row serves ${row.endpoint.path}, which no contract module exports`).toBeDefined();
      expect(row.operation.name, `${named!.domain}.${named!.name} is served by an operation of another name`).toBe(named!.name);
    }
  });

  it('every endpoint of a converted contract module has exactly one row', () => {
    const missing = endpoints
      .filter((e) => !NOT_YET_NAMED.has(e.domain))
      .filter((e) => routeTable.filter((r) => r.endpoint === e.endpoint).length !== 1);
    expect(missing.map((e) => `${e.domain}.${e.name}`)).toEqual([]);
  });

  it('every contract module is listed as converted or not: none is forgotten', () => {
    const domains = new Set(endpoints.map((e) => e.domain));
    for (const d of NOT_YET_NAMED) expect(domains.has(d), `${d} is not a contract module`).toBe(true);
  });
});

describe('one name from the platform contract to the platform operation', () => {
  // Every file of contract/platform: each platform endpoint is found wherever it is declared.
  const files = import.meta.glob<Record<string, unknown>>('../../../contract/platform/*.ts', { eager: true });
  const endpoints = new Map<object, string>();
  for (const exports of Object.values(files)) {
    for (const [name, value] of Object.entries(exports)) {
      const v = value as { base?: unknown; roles?: unknown };
      if (v?.base === 'platform' && Array.isArray(v.roles)) endpoints.set(v as object, name);
    }
  }

  it('each platform endpoint has exactly one row, served by the operation of its name', () => {
    expect(endpoints.size).toBeGreaterThan(0);
    for (const [endpoint, name] of endpoints) {
      const rows = platformRouteTable.filter((r) => r.endpoint === endpoint);
      expect(rows.length, `${name} needs one row in platform-routes.ts`).toBe(1);
      expect(rows[0]!.operation.name, `${name} is served by an operation of another name`).toBe(name);
    }
  });

  it('the supplier gateway serves no platform endpoint, and the platform table nothing else', () => {
    expect(routeTable.filter((r) => r.endpoint.base === 'platform').map((r) => r.endpoint.path)).toEqual([]);
    expect(platformRouteTable.filter((r) => !endpoints.has(r.endpoint)).map((r) => r.endpoint.path)).toEqual([]);
  });
});
