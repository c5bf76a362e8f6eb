import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes `content` to a file called `name` in a fresh temporary folder and returns its path. */
export function writeTempFile(content: string | Uint8Array, name = 'file.html'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'test-file-')), name);
  writeFileSync(file, content);
  return file;
}
