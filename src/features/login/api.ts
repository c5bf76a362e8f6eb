import type { login, members } from '@contract/index';
import { MEMBER_PATHS } from '@contract/members.meta';
import type { LoginInfo } from '@contract/login';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import { LOGIN_PATHS } from '@contract/login.meta';

type SendCode = typeof login.sendCode;
type LoginByPhone = typeof login.loginByPhone;
type Logout = typeof login.logout;
type GetLoginInfo = typeof login.getLoginInfo;
type GetHomePageUserInfo = typeof login.getHomePageUserInfo;
type InviteLinkInfo = typeof members.inviteLinkInfo;

export const loginApi = injectDomainEndpoints('login', (build) => ({
  sendCode: build.mutation<ResponseOf<SendCode>, RequestOf<SendCode>>({
    query: args<SendCode>({ path: LOGIN_PATHS.sendCode }),
  }),
  loginByPhone: build.mutation<ResponseOf<LoginByPhone>, RequestOf<LoginByPhone>>({
    query: args<LoginByPhone>({ path: LOGIN_PATHS.loginByPhone }),
  }),
  logout: build.mutation<ResponseOf<Logout>, void>({
    query: () => args<Logout>({ path: LOGIN_PATHS.logout })({}),
  }),
  /** The user and supplier info; never served from cache, it changes with the session. */
  getLoginInfo: build.query<LoginInfo, void>({
    query: () => args<GetLoginInfo>({ path: LOGIN_PATHS.getLoginInfo })({}),
    keepUnusedDataFor: 0,
  }),
  /** The workbench's account card: who is logged in, for which supplier, and their counts. */
  getHomePageUserInfo: build.query<ResponseOf<GetHomePageUserInfo>, void>({
    query: () => args<GetHomePageUserInfo>({ path: LOGIN_PATHS.getHomePageUserInfo })({}),
    keepUnusedDataFor: 0,
    // Its counts follow orders, candidates and the supplier: a live notice of any of them re-reads it.
    providesTags: ['LoginInfo', 'Order', 'Candidate'],
  }),
  /** The invitation a login page was reached from (its link's code): who invites, to which company, which phone (masked). */
  invitationForLogin: build.query<ResponseOf<InviteLinkInfo>, RequestOf<InviteLinkInfo>>({
    // A dead link is said on the invitation's own page after login; here the form simply stays the plain one.
    query: args<InviteLinkInfo>({ path: MEMBER_PATHS.inviteLinkInfo, quietCodes: ['E000404', 'E000409', 'E000400'] }),
  }),
}));

export const { useSendCodeMutation, useLoginByPhoneMutation, useLogoutMutation, useGetHomePageUserInfoQuery, useInvitationForLoginQuery } =
  loginApi;
