import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

export interface ZipLimits {
  maxEntries: number;
  /** One entry, decompressed. */
  maxEntryBytes: number;
  /** Every entry together, decompressed. */
  maxTotalBytes: number;
}

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** Set instead of bytes: over the per-entry limit, or not readable (unsupported method, cut off). */
  problem?: 'tooLarge' | 'unreadable';
}

export type ZipRefusal = 'entries' | 'total' | 'corrupt';

export class ZipLimitError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
  }
}

/**
 * Compressed bytes go in small slices: one slice can inflate to at most ~1000 times its size, so memory stays
 * bounded however the archive lies about its sizes, and a bomb is stopped within one slice of the limit.
 */
const SLICE = 16 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gbk = new TextDecoder('gbk');

/** Zips made on Chinese Windows store names in GBK without the UTF-8 flag; fflate hands those over as latin1. */
function entryName(raw: string): string {
  if ([...raw].every((c) => c.charCodeAt(0) < 0x80)) return raw;
  if ([...raw].some((c) => c.charCodeAt(0) > 0xff)) return raw;
  const bytes = Uint8Array.from([...raw].map((c) => c.charCodeAt(0)));
  try {
    return utf8.decode(bytes);
  } catch {
    return gbk.decode(bytes);
  }
}

/**
 * Unpacks a zip entry by entry, counting the bytes that really come out (never the sizes the archive
 * declares): too many entries, one entry over its limit, or a total over the limit throws ZipLimitError.
 * Entries over `maxEntryBytes` come back with `problem` instead of their bytes, so one big file does not
 * sink the others. `keep` decides which entries are worth inflating at all (folders and system files are not).
 */
export function unzipLimited(
  archive: Uint8Array,
  limits: ZipLimits,
  keep: (name: string) => boolean = () => true,
): { entries: ZipEntry[] } {
  const entries: ZipEntry[] = [];
  let count = 0;
  let total = 0;
  let failure = null as ZipRefusal | null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (failure) return;
    count += 1;
    if (count > limits.maxEntries) {
      failure = 'entries';
      return;
    }
    const name = entryName(file.name);
    if (name.endsWith('/') || !keep(name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const entry: ZipEntry = { name, bytes: new Uint8Array(), problem: 'unreadable' };
    entries.push(entry);
    file.ondata = (err, data, final) => {
      if (failure || err) return;
      size += data.length;
      total += data.length;
      if (total > limits.maxTotalBytes) {
        failure = 'total';
        file.terminate();
        return;
      }
      if (size > limits.maxEntryBytes) {
        chunks.length = 0;
        entry.problem = 'tooLarge';
        return;
      }
      chunks.push(data);
      if (final) {
        entry.bytes = concat(chunks, size);
        delete entry.problem;
      }
    };
    try {
      file.start();
    } catch {
      // An unsupported compression method: this entry is unreadable, the others still count.
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < archive.length && !failure; offset += SLICE) {
      unzip.push(archive.subarray(offset, offset + SLICE), offset + SLICE >= archive.length);
    }
  } catch {
    failure ??= 'corrupt';
  }
  if (failure) throw new ZipLimitError(failure);
  if (count === 0) throw new ZipLimitError('corrupt');
  return { entries };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
