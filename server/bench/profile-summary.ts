import { readFileSync } from 'node:fs';

/**
 * `npx tsx server/bench/profile-summary.ts [--samples] <file.cpuprofile> [requests]`: a V8 CPU profile (BENCH_PROFILE) as self
 * time per part of the request path — validation, authentication, hooks, the SQL driver, row mapping,
 * serialization, logging — and the heaviest functions; with the number of requests the profile covers, per request.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The first rule that matches a frame's file (or, for a built-in, its function) names its part. */
const PARTS: [string, RegExp][] = [
  ['idle', /^\((idle|program)\)$/],
  ['gc', /^\(garbage collector\)$/],
  ['validation (zod)', /node_modules\/(zod|fastify-type-provider-zod)\//],
  ['authentication', /server\/src\/(modules\/login\/guard|modules\/api-keys\/auth|http\/auth)|node_modules\/(jose|jsonwebtoken)\//],
  ['logging (pino)', /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//],
  ['serialization', /node_modules\/(fast-json-stringify|@fastify\/compress)\/|^stringify$|server\/src\/http\/serialize/],
  ['sql driver (pg)', /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+)\//],
  ['kysely', /node_modules\/kysely\//],
  ['route code (server/src/modules, db)', /server\/src\/(modules|db)\//],
  ['http layer (server/src/http, app)', /server\/src\//],
  [
    'fastify (router, hooks, reply)',
    /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio|fast-querystring|proxy-addr|toad-cache)\//,
  ],
  ['node http, net, streams', /^node:/],
  ['other packages', /node_modules\//],
];

function partOf(frame: ProfileNode['callFrame']): string {
  const key = frame.url || frame.functionName;
  for (const [name, re] of PARTS) if (re.test(key) || (!frame.url && re.test(frame.functionName))) return name;
  return frame.url ? 'other' : `built-in (${frame.functionName || 'anonymous'})`;
}

/**
 * With `bySamples`, each sample weighs the profile's mean interval instead of the wall time since the one before: a
 * thread descheduled on a loaded machine then no longer charges its wait to whatever runs when it wakes.
 */
export function summarizeProfile(
  profile: Profile,
  bySamples = false,
): { parts: Map<string, number>; functions: Map<string, number>; totalUs: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const mean = profile.timeDeltas.reduce((a, b) => a + b, 0) / Math.max(1, profile.samples.length);
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (bySamples ? mean : (profile.timeDeltas[i] ?? 0))));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + us);
    if (part === 'idle') continue;
    totalUs += us;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|server\/src)\//, '$1/')}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  return { parts, functions, totalUs };
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  const bySamples = process.argv.includes('--samples');
  const [file, requests] = process.argv.slice(2).filter((a) => a !== '--samples');
  if (!file) throw new Error('usage: profile-summary.ts [--samples] <file.cpuprofile> [requests]');
  const { parts, functions, totalUs } = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile, bySamples);
  const per = Number(requests) || 0;
  const fmt = (us: number) =>
    `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / totalUs).toFixed(1).padStart(5)} %${per ? `${(us / per).toFixed(1).padStart(9)} µs/req` : ''}`;
  console.log(`busy ${(totalUs / 1000).toFixed(0)} ms${per ? `, ${(totalUs / per).toFixed(0)} µs a request over ${per}` : ''}\n`);
  for (const [name, us] of [...parts].filter(([n]) => n !== 'idle').sort((a, b) => b[1] - a[1]))
    console.log(`${name.padEnd(40)}${fmt(us)}`);
  console.log('');
  for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${fmt(us)}  ${name}`);
}
