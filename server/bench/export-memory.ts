import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Endpoint } from '@contract/http';
import { urlOf } from '../src/http/route';

/**
 * How much memory an export costs the server: the bench process runs the app, so its own RSS and heap while one
 * export is answered (sampled every 5 ms, from a settled baseline after a full GC) are the export's. The file is
 * read as a stream and thrown away, so the client side holds one chunk at a time. Peak heap and RSS include garbage
 * not yet collected; the live heap is sampled after a forced full GC every second, and is what grows with the rows
 * when an export holds them. Constant memory means the growth for 100,000 rows is about that for 10,000.
 */
export interface ExportMemory {
  label: string;
  rows: number;
  bytes: number;
  seconds: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  liveHeapGrowthMb: number;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export async function measureExport(
  base: string,
  endpoint: Endpoint,
  body: unknown,
  token: string,
  label: string,
  rows: number,
): Promise<ExportMemory> {
  gc();
  await new Promise((r) => setTimeout(r, 200));
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  let peakLive = before.heapUsed;
  const timer = setInterval(sample, 5);
  const liveTimer = setInterval(() => {
    gc();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 1000);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(base + urlOf(endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authtoken: token },
      body: JSON.stringify(body),
    });
    if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
      throw new Error(`${endpoint.path}: ${res.status} ${await res.text()}`);
    }
    const reader = res.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      sample();
    }
  } finally {
    clearInterval(timer);
    clearInterval(liveTimer);
  }
  sample();
  const mb = (n: number) => n / 1024 / 1024;
  return {
    label,
    rows,
    bytes,
    seconds: (performance.now() - started) / 1000,
    rssGrowthMb: mb(peakRss - before.rss),
    heapGrowthMb: mb(peakHeap - before.heapUsed),
    liveHeapGrowthMb: mb(peakLive - before.heapUsed),
  };
}

export function reportExports(results: ExportMemory[]): void {
  const w = [36, 9, 10, 8, 10, 10, 15];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i] ?? 8))).join('');
  console.log('\nexports: peak growth over a settled baseline while one export is answered\n');
  console.log(line(['export', 'rows', 'MB sent', 's', 'RSS +MB', 'heap +MB', 'live heap +MB']));
  for (const r of results) {
    console.log(
      line([
        r.label,
        String(r.rows),
        (r.bytes / 1024 / 1024).toFixed(1),
        r.seconds.toFixed(1),
        r.rssGrowthMb.toFixed(0),
        r.heapGrowthMb.toFixed(0),
        r.liveHeapGrowthMb.toFixed(1),
      ]),
    );
  }
}
