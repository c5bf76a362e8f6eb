import { z } from 'zod';
import { restoreBackup } from '../../db/backup';
import { restrictDataDir } from '../../db/data-dir-permissions';
import { OpsError, defineCommand } from '../command';
import { refusalsAsOpsErrors } from './backup';

/** Brings a backup back: only with the server stopped (the CLI refuses while one runs on DATA_DIR). */
export const restore = defineCommand({
  name: 'restore',
  summary: '从备份文件恢复嵌入式数据库，须先停止服务器 (restore the embedded database; server stopped)',
  usage: [
    '--in <文件>   npm run ops -- backup 写出的备份文件 (a file written by backup); 当前数据库被替换 (replaces the current database)',
  ],
  flags: z.strictObject({ in: z.string().min(1, '不能为空') }),
  paths: ['in'],
  async run() {
    // Only reached over the ops socket, i.e. with the server running on the database it would replace.
    throw new OpsError('服务器正在运行，请先停止它再恢复 (stop the server first)');
  },
  async offline({ dataDir, databaseUrl }, flags) {
    const { tables } = await refusalsAsOpsErrors(() => restoreBackup(dataDir, flags.in, databaseUrl));
    restrictDataDir(dataDir);
    return { message: `已从 ${flags.in} 恢复数据库（${tables} 张表）(restored)`, data: { file: flags.in, tables } };
  },
});
