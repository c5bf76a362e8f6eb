import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { OpsError } from '../command';

/** An agreement file may be this large at most (before sanitising). */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Reads an agreement's text or HTML file as UTF-8: `.txt`/`.md` are text, `.html`/`.htm` HTML, anything else
 * HTML when it has tags. Refuses a missing, empty, oversized or non-UTF-8 file with a sentence the operator can act on.
 */
export async function readAgreementFile(file: string): Promise<{ content: string; format: 'html' | 'text' }> {
  const info = await stat(file).catch(() => null);
  if (!info || !info.isFile()) throw new OpsError(`找不到文件 ${file} (no such file)`);
  if (info.size === 0) throw new OpsError(`文件 ${file} 是空的 (empty file)`);
  if (info.size > MAX_FILE_BYTES) throw new OpsError(`文件 ${file} 超过 1 MB (file too large)`);
  const bytes = await readFile(file);
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new OpsError(`文件 ${file} 不是 UTF-8 文本 (not UTF-8 text)`);
  }
  const ext = path.extname(file).toLowerCase();
  const format = ['.txt', '.text', '.md'].includes(ext)
    ? 'text'
    : ['.html', '.htm'].includes(ext) || /<[a-z!/]/i.test(content)
      ? 'html'
      : 'text';
  return { content, format };
}
