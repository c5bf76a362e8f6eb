import { z } from 'zod';
import { expireChannel as expireChannelSessions } from '../../modules/login';
import { defineCommand } from '../command';
import { text } from './flags';

/** Sessions opened through the channel get HTTP 920 on their next call (once; then they continue without it). */
export const expireChannel = defineCommand({
  name: 'expire-channel',
  summary: '使渠道 (sid) 过期，经该渠道登录的会话下次请求收到 920 (expire a channel)',
  usage: ['--sid <渠道标识>   登录时携带的 sid (required)'],
  flags: z.strictObject({ sid: text(64) }),
  async run({ ctx }, { sid }) {
    const affected = await expireChannelSessions(ctx, sid);
    return {
      message: `渠道 ${sid} 已过期，影响 ${affected} 个活动会话 (channel expired; ${affected} active session(s) affected)`,
      data: { sid, sessionsAffected: affected },
    };
  },
});
