import type { login } from '@contract/index';
import type { LoginInfo } from '@contract/login';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type SendCode = typeof login.sendCode;
type LoginByPhone = typeof login.loginByPhone;
type Logout = typeof login.logout;
type GetLoginInfo = typeof login.getLoginInfo;
type GetHomePageUserInfo = typeof login.getHomePageUserInfo;

export const loginApi = injectDomainEndpoints('login', (build) => ({
  sendCode: build.mutation<ResponseOf<SendCode>, RequestOf<SendCode>>({
    query: args<SendCode>({ path: '/pc_login/unlimited/ver_code' }),
  }),
  loginByPhone: build.mutation<ResponseOf<LoginByPhone>, RequestOf<LoginByPhone>>({
    query: args<LoginByPhone>({ path: '/pc_login/unlimited/phone' }),
  }),
  logout: build.mutation<ResponseOf<Logout>, void>({
    query: () => args<Logout>({ path: '/pc_login/auth/logout' })({}),
  }),
  /** The user and supplier info; never served from cache, it changes with the session. */
  getLoginInfo: build.query<LoginInfo, void>({
    query: () => args<GetLoginInfo>({ path: '/suppliers_base/auth/login_info' })({}),
    keepUnusedDataFor: 0,
  }),
  /** The workbench's account card: who is logged in, for which supplier, and their counts. */
  getHomePageUserInfo: build.query<ResponseOf<GetHomePageUserInfo>, void>({
    query: () => args<GetHomePageUserInfo>({ path: '/suppliers_base/auth/home_page_user_info' })({}),
    keepUnusedDataFor: 0,
  }),
}));

export const { useSendCodeMutation, useLoginByPhoneMutation, useLogoutMutation, useGetHomePageUserInfoQuery } = loginApi;
