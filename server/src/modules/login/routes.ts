import type { FastifyInstance } from 'fastify';
import * as login from '@contract/login';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { CodeService } from './codes';
import type { createProfileService } from './service';
import type { SessionService } from './sessions';

export interface LoginModule {
  codes: CodeService;
  sessions: SessionService;
  profile: ReturnType<typeof createProfileService>;
  /** The phone a usable invitation was sent to (the members module's; refuses an unknown, used or expired code). */
  invitedPhone: (inviteCode: string) => Promise<string>;
}

export function loginRoutes(app: FastifyInstance, authenticate: Authenticator, m: LoginModule): void {
  const phoneOf = (body: { phone?: string; inviteCode?: string }) => (body.phone !== undefined ? Promise.resolve(body.phone) : m.invitedPhone(body.inviteCode ?? ''));

  registerEndpoint(app, authenticate, login.sendCode, async ({ body, request }) => {
    await m.codes.send(await phoneOf(body), request.ip);
    return null;
  });

  registerEndpoint(app, authenticate, login.loginByPhone, async ({ body, request }) => {
    const phone = await phoneOf(body);
    await m.codes.verify(phone, body.code, request.ip);
    return m.sessions.open({
      phone,
      sid: body.sid || undefined,
      sourcecode: body.sourcecode || undefined,
      clientIp: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
  });

  registerEndpoint(app, authenticate, login.refreshToken, ({ body }) => m.sessions.refresh(body.refreshToken));

  registerEndpoint(app, authenticate, login.logout, async ({ auth }) => {
    await m.sessions.close(auth.sessionId);
    return null;
  });

  registerEndpoint(app, authenticate, login.getLoginInfo, ({ auth }) => m.profile.loginInfo(auth));
  registerEndpoint(app, authenticate, login.getHomePageUserInfo, ({ auth }) => m.profile.homePageUserInfo(auth));
}
