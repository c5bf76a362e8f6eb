// Import boundaries (DESIGN.md): one local ESLint rule that resolves every import to a file path and checks it
// against the zone of the importing file. Zones come from the folder layout, not from a list of names, so a
// feature or module added tomorrow is covered the moment its folder exists.
//
//   src/features/<a>        → not another feature, not src/app
//   src/{lib,components,config} → no feature, no src/app
//   server/src/modules/<a>  → another module only through its index.ts (its public service)
//   server/src/ops          → modules only through their index.ts (services, never a repo)
//   server/src/seed         → modules only through their index.ts (the demo data sits above the modules)
//   server/src/db           → no module and no seed: the database layer sits below them
//   contract                → zod and the contract itself, nothing else
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALIASES = [
  ['@/', 'src/'],
  ['@contract/', 'contract/'],
];

/** The import as a root-relative path without extension and without a trailing /index, or null for a package. */
function resolveTarget(spec, fromFile) {
  let abs;
  if (spec.startsWith('.')) abs = path.resolve(path.dirname(fromFile), spec);
  else {
    const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
    if (!alias) return null;
    abs = path.join(ROOT, alias[1], spec.slice(alias[0].length));
  }
  return normalise(path.relative(ROOT, abs));
}

function normalise(rel) {
  return rel
    .split(path.sep)
    .join('/')
    .replace(/\.(tsx?|mjs|cjs|js)$/, '')
    .replace(/\/index$/, '');
}

const segments = (rel) => rel.split('/');

/** The zone of a root-relative file path, or null when no boundary applies to it. */
function zoneOf(rel) {
  const s = segments(rel);
  if (s[0] === 'src' && s[1] === 'features' && s.length > 3) return { kind: 'feature', name: s[2] };
  if (s[0] === 'src' && ['lib', 'components', 'config'].includes(s[1])) return { kind: 'shared', name: s[1] };
  if (s[0] === 'server' && s[1] === 'src' && s[2] === 'modules' && s.length > 4) return { kind: 'module', name: s[3] };
  if (s[0] === 'server' && s[1] === 'src' && s[2] === 'ops') return { kind: 'ops' };
  if (s[0] === 'server' && s[1] === 'src' && s[2] === 'seed') return { kind: 'seed' };
  if (s[0] === 'server' && s[1] === 'src' && s[2] === 'db') return { kind: 'db' };
  if (s[0] === 'contract') return { kind: 'contract' };
  return null;
}

/** Why `spec` (resolved to `target`, null for a package) may not be imported from `zone`, or null when it may. */
function violation(zone, spec, target) {
  if (zone.kind === 'contract') {
    if (target === null) {
      return spec === 'zod' || spec.startsWith('zod/') ? null : `contract/ imports only zod and itself, not '${spec}'`;
    }
    return target === 'contract' || target.startsWith('contract/') ? null : `contract/ imports only zod and itself, not '${spec}'`;
  }
  if (target === null) return null;
  const t = segments(target);
  if (zone.kind === 'feature' || zone.kind === 'shared') {
    if (t[0] !== 'src') return null;
    if (t[1] === 'app')
      return `${zone.kind === 'feature' ? `feature '${zone.name}'` : `shared code (src/${zone.name})`} must not import src/app ('${spec}')`;
    if (t[1] === 'features' && t[2]) {
      if (zone.kind === 'shared') return `shared code (src/${zone.name}) must not import a feature ('${spec}')`;
      if (t[2] !== zone.name) return `feature '${zone.name}' must not import feature '${t[2]}' ('${spec}'); compose them in src/app`;
    }
    return null;
  }
  // Server: the database layer imports nothing above it.
  if (zone.kind === 'db') {
    const above = t[0] === 'server' && t[1] === 'src' && (t[2] === 'modules' || t[2] === 'seed');
    return above ? `server/src/db is below the modules and the seed: it imports neither ('${spec}')` : null;
  }
  // Server: modules, ops and the seed.
  if (t[0] !== 'server' || t[1] !== 'src' || t[2] !== 'modules' || !t[3]) return null;
  const other = t[3];
  if (zone.kind === 'module' && other === zone.name) return null;
  if (t.length === 4) return null; // modules/<b> or modules/<b>/index: the public service
  if (zone.kind === 'ops') return `ops commands call a module's service through modules/${other}/index.ts, never its internals ('${spec}')`;
  if (zone.kind === 'seed') return `the seed reaches module '${other}' only through modules/${other}/index.ts ('${spec}')`;
  return `module '${zone.name}' reaches module '${other}' only through modules/${other}/index.ts ('${spec}')`;
}

const zonesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between features, shared code, server modules, ops and the contract' },
    schema: [],
    messages: { boundary: '{{why}}' },
  },
  create(context) {
    const file = context.filename;
    if (!path.isAbsolute(file)) return {};
    const zone = zoneOf(path.relative(ROOT, file).split(path.sep).join('/'));
    if (!zone) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = violation(zone, source.value, resolveTarget(source.value, file));
      if (why) context.report({ node: source, messageId: 'boundary', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundaries = { meta: { name: 'boundaries' }, rules: { zones: zonesRule } };
