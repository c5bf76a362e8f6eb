// Types of build-server.mjs for the TypeScript that imports it (the test suites' bundles).
export type ServerEntry = 'main' | 'ops';
export const SERVER_ENTRIES: Record<ServerEntry, string>;
export const SERVER_OUT_DIR: string;
export const SERVER_SOURCES: string[];
export function buildServer(options?: { root?: string; outdir?: string; entries?: ServerEntry[] }): Promise<string>;
