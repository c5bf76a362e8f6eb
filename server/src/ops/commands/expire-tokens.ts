import { expireTokens as expireAccessTokens } from '../../modules/login';
import { defineCommand, OpsError } from '../command';
import { byPhone, noAccount } from './flags';

/**
 * Every access token of the account's live sessions expires now: the next call gets HTTP 420 and the client
 * refreshes, exactly as after the token's TTL — without waiting for it (the browser tests use this).
 */
export const expireTokens = defineCommand({
  name: 'expire-tokens',
  summary: '使账号的全部访问令牌立即过期，下次请求收到 420 并刷新 (expire an account’s access tokens now)',
  usage: ['--phone <手机号>   账号 (required)'],
  flags: byPhone,
  async run({ ctx }, { phone }) {
    const done = await expireAccessTokens(ctx, phone);
    if (!done) throw new OpsError(noAccount(phone));
    return {
      message: `账号 ${phone} 的访问令牌已过期，涉及 ${done.sessions} 个会话 (access tokens expired in ${done.sessions} session(s))`,
      data: { userId: String(done.userId), sessions: done.sessions },
    };
  },
});
