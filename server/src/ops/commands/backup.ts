import { z } from 'zod';
import { BackupRefused } from '../../db/backup';
import { OpsError, defineCommand } from '../command';

/** BackupRefused → OpsError: printed as a refusal (exit 1), not as a failure. */
export async function refusalsAsOpsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BackupRefused) throw new OpsError(err.message);
    throw err;
  }
}

/** A snapshot of the embedded database, taken by the running server (over its ops socket) or by the CLI itself. */
export const backup = defineCommand({
  name: 'backup',
  summary: '备份嵌入式数据库到文件，服务器运行时也可 (snapshot the embedded database, server running or not)',
  usage: ['--out <文件>   备份文件，不得已存在 (the backup file to write; must not exist)'],
  flags: z.strictObject({ out: z.string().min(1, '不能为空') }),
  paths: ['out'],
  asIs: true,
  async run({ backups }, flags) {
    const { bytes } = await refusalsAsOpsErrors(() => backups.write(flags.out));
    return { message: `已备份到 ${flags.out}（${(bytes / 1024 / 1024).toFixed(1)} MB）(backup written)`, data: { file: flags.out, bytes } };
  },
});
