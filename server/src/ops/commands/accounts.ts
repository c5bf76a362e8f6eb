import { z } from 'zod';
import { phone } from '@contract/login';
import * as loginRepo from '../../modules/login/repo';
import { defineCommand, OpsError } from '../command';

const byPhone = z.strictObject({ phone });

/** Disabling ends every session of the account in the same transaction: its next call gets HTTP 900. */
export const disableAccount = defineCommand({
  name: 'disable-account',
  summary: '停用账号并立即结束其全部会话 (disable an account, ending its sessions)',
  usage: ['--phone <手机号>   要停用的账号 (required)'],
  flags: byPhone,
  async run({ db, clock }, { phone }) {
    const now = clock();
    const ended = await db.transaction().execute(async (trx) => {
      const userId = await loginRepo.setUserDisabled(trx, phone, now, now);
      if (userId === undefined) throw new OpsError(`未找到手机号为 ${phone} 的账号 (no account with phone ${phone})`);
      return loginRepo.revokeUserSessions(trx, userId, 'account_disabled', now);
    });
    return `已停用账号 ${phone}，结束了 ${ended} 个会话 (account disabled, ${ended} session(s) ended)`;
  },
});

/** Re-enabling lets the account log in again; sessions ended by the disable stay ended. */
export const enableAccount = defineCommand({
  name: 'enable-account',
  summary: '恢复已停用的账号 (re-enable a disabled account)',
  usage: ['--phone <手机号>   要恢复的账号 (required)'],
  flags: byPhone,
  async run({ db, clock }, { phone }) {
    const now = clock();
    const userId = await loginRepo.setUserDisabled(db, phone, null, now);
    if (userId === undefined) throw new OpsError(`未找到手机号为 ${phone} 的账号 (no account with phone ${phone})`);
    return `已恢复账号 ${phone}，可重新登录 (account enabled; it can log in again)`;
  },
});
