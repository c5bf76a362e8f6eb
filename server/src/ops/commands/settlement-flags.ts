import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { parseLinesFile, type FileLine } from '../../modules/settlements';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { OpsError } from '../command';

/** Flags the settlement commands share. */
export const settlementFlag = z
  .string()
  .trim()
  .refine((v) => parseId(v) !== null, '应为结算单编号（正整数） (a settlement id)');

const LINES_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The platform's figures from a JSON or CSV file (money/quantity rules in modules/settlements/money.ts). */
export function readLinesFile(path: string): FileLine[] {
  let text: string;
  try {
    if (statSync(path).size > LINES_FILE_MAX_BYTES) throw new OpsError(`明细文件不能超过 2 MB (lines file too large): ${path}`);
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if (err instanceof OpsError) throw err;
    throw new OpsError(`无法读取明细文件 ${path} (cannot read lines file)`);
  }
  const lines = parseLinesFile(text);
  if (typeof lines === 'string') throw new OpsError(`明细文件有误，未做任何更改 (nothing changed)：${lines}`);
  return lines;
}

/** Runs a settlement service call; the rules' refusals become the command's refusals. */
export async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof BusinessError) throw new OpsError(err.message);
    throw err;
  }
}
