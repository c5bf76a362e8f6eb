// Types of build-if-stale.mjs for the TypeScript that imports it (the API bench starts the compiled server).
export function isBuildStale(root?: string): boolean;
export function isServerBuildStale(root?: string): boolean;
export function buildIfStale(root?: string, options?: { spa?: boolean; server?: boolean; stdout?: 'stdout' | 'stderr' }): boolean;
