import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's table of each screen's scripts (scripts/route-preloads.ts writes it beside Vite's manifest). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface Entry {
  /** The pattern's segments: a literal, or a parameter (`:id`, optional when it ends in `?`). */
  segments: { literal?: string; optional?: boolean }[];
  files: string[];
  /** Literal segments: among several matches, the most literal pattern wins (`/workbench/order` over `/workbench/:tabKey`). */
  rank: number;
}

const ASSET = /^\/assets\/[\w.-]+\.js$/;

function compile(pattern: string, files: string[]): Entry {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? { optional: s.endsWith('?') } : { literal: s }));
  return { segments, files: files.filter((f) => ASSET.test(f)), rank: segments.filter((s) => s.literal !== undefined).length };
}

function matches(entry: Entry, parts: string[]): boolean {
  const required = entry.segments.filter((s) => s.literal !== undefined || !s.optional).length;
  if (parts.length < required || parts.length > entry.segments.length) return false;
  return parts.every((part, i) => {
    const segment = entry.segments[i];
    return segment.literal === undefined ? part.length > 0 : segment.literal === part;
  });
}

/**
 * What a page address needs of the build's scripts beyond the entry's, or '' (no table, or no screen of it): the
 * screen's chunk and what it imports, for the boot script to fetch with the entry. A broken table is ignored.
 */
export function loadRoutePreloads(distDir: string): (url: string) => string {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => '';
  let entries: Entry[];
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as { pattern: string; files: string[] }[];
    entries = table.map((t) => compile(t.pattern, t.files)).sort((a, b) => b.rank - a.rank);
  } catch {
    return () => '';
  }
  return (url) => {
    let parts: string[];
    try {
      parts = decodeURIComponent(url.split(/[?#]/)[0]).split('/').filter(Boolean);
    } catch {
      return '';
    }
    return entries.find((e) => matches(e, parts))?.files.join(' ') ?? '';
  };
}
