import { disableAccount as disable } from '../../modules/login';
import { defineCommand, OpsError } from '../command';
import { byPhone, noAccount } from './flags';

/** Disabling ends every session of the account in the same transaction: its next call gets HTTP 900. */
export const disableAccount = defineCommand({
  name: 'disable-account',
  summary: '停用账号并立即结束其全部会话 (disable an account, ending its sessions)',
  usage: ['--phone <手机号>   要停用的账号 (required)'],
  flags: byPhone,
  async run({ ctx }, { phone }) {
    const done = await disable(ctx, phone);
    if (!done) throw new OpsError(noAccount(phone));
    return {
      message: `已停用账号 ${phone}，结束了 ${done.sessionsEnded} 个会话 (account disabled, ${done.sessionsEnded} session(s) ended)`,
      data: { userId: String(done.userId), sessionsEnded: done.sessionsEnded },
    };
  },
});
