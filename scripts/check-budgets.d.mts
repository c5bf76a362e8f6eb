// Types of check-budgets.mjs for the TypeScript that imports it (scripts/bench-web.ts).
export interface Budget {
  /** The page's path, with `:name` parameters for a logged-in screen's ids. */
  page: string;
  /** The page's entry (a key of the build manifest): index.html unless said (platform.html, the console's). */
  entry?: string;
  /** Its route module (a key of the build manifest). */
  route: string;
  /** What the first visit loads besides the entry and the route (manifest keys). */
  also?: string[];
  /** Visited logged in (the demo admin). */
  session?: boolean;
  goal: number;
  limit: number;
}
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export const BUDGETS: Budget[];
export const LIGHTHOUSE_PAGES: string[];
export const CONSOLE_BUDGETS: Budget[];
export const CONSOLE_MANIFEST: string;
export const LOGGED_IN_ALSO: string[];
/** What FeedbackProvider fetches once the page is idle (toasts, dialogs), not part of a first visit. */
export const IDLE_PREFETCH: string[];
export const ANTD_CORE_CHUNK: RegExp;
export const CHUNK_LIMIT: number;
export function closure(manifest: Manifest, keys: string[]): Set<string>;
export function pageScripts(manifest: Manifest, budget: Budget): string[];
export function readManifest(distDir: string): Manifest;
export function checkBudgets(
  distDir: string,
  budgets?: Budget[],
  chunkLimit?: number,
  fileLimit?: number,
  consoleBudgets?: Budget[],
): { ok: boolean; lines: string[] };
