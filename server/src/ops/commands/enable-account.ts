import { enableAccount as enable } from '../../modules/login';
import { defineCommand, OpsError } from '../command';
import { byPhone, noAccount } from './flags';

/** Re-enabling lets the account log in again; sessions ended by the disable stay ended. */
export const enableAccount = defineCommand({
  name: 'enable-account',
  summary: '恢复已停用的账号 (re-enable a disabled account)',
  usage: ['--phone <手机号>   要恢复的账号 (required)'],
  flags: byPhone,
  async run({ ctx }, { phone }) {
    const done = await enable(ctx, phone);
    if (!done) throw new OpsError(noAccount(phone));
    return { message: `已恢复账号 ${phone}，可重新登录 (account enabled; it can log in again)`, data: { userId: String(done.userId) } };
  },
});
