import type { FastifyInstance } from 'fastify';
import * as members from '@contract/members';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { MembershipService } from './membership';
import type { MemberService } from './service';

export function memberRoutes(app: FastifyInstance, authenticate: Authenticator, roster: MemberService, membership: MembershipService): void {
  registerEndpoint(app, authenticate, members.list, ({ body, auth }) => roster.list(body, auth));
  registerEndpoint(app, authenticate, members.detail, ({ body, auth }) => roster.detail(body, auth));
  registerEndpoint(app, authenticate, members.addMember, ({ body, auth }) => roster.invite(body, auth));
  registerEndpoint(app, authenticate, members.reInvite, ({ body, auth }) => roster.reInvite(body, auth));
  registerEndpoint(app, authenticate, members.edit, ({ body, auth }) => roster.edit(body, auth));
  registerEndpoint(app, authenticate, members.remove, ({ body, auth }) => roster.remove(body, auth));
  registerEndpoint(app, authenticate, members.exitSubject, ({ auth }) => membership.exit(auth));
  registerEndpoint(app, authenticate, members.transferAdmin, ({ body, auth }) => membership.transfer(body, auth));
  registerEndpoint(app, authenticate, members.joinSupplier, ({ body, auth }) => membership.join(body, auth));
  registerEndpoint(app, authenticate, members.inviteLinkInfo, ({ body }) => membership.inviteInfo(body));
}
