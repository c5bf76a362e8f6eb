import type { audit, user } from '@contract/index';
import { AUDIT_PATHS } from '@contract/audit.meta';
import { USER_PATHS } from '@contract/user.meta';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type OldSend = typeof user.updatePhoneOldSend;
type OldCheck = typeof user.updatePhoneOldCheck;
type NewSend = typeof user.updatePhoneNewSend;
type NewCheck = typeof user.updatePhoneNewCheck;
type AuditList = typeof audit.auditList;
type UpdateName = typeof user.updateName;
type EmailInfo = typeof user.emailInfo;
type EmailBind = typeof user.emailBind;
type EmailVerify = typeof user.emailVerify;

export const userApi = injectDomainEndpoints('user', (build) => ({
  updatePhoneOldSend: build.mutation<ResponseOf<OldSend>, void>({
    query: () => args<OldSend>({ path: USER_PATHS.updatePhoneOldSend })({}),
  }),
  updatePhoneOldCheck: build.mutation<ResponseOf<OldCheck>, RequestOf<OldCheck>>({
    query: args<OldCheck>({ path: USER_PATHS.updatePhoneOldCheck }),
  }),
  updatePhoneNewSend: build.mutation<ResponseOf<NewSend>, RequestOf<NewSend>>({
    query: args<NewSend>({ path: USER_PATHS.updatePhoneNewSend }),
  }),
  updatePhoneNewCheck: build.mutation<ResponseOf<NewCheck>, RequestOf<NewCheck>>({
    query: args<NewCheck>({ path: USER_PATHS.updatePhoneNewCheck }),
  }),
  /** The caller's own name; member lists and the audit trail show it from now on. */
  updateName: build.mutation<ResponseOf<UpdateName>, RequestOf<UpdateName>>({
    query: args<UpdateName>({ path: USER_PATHS.updateName }),
    invalidatesTags: ['Member', 'Order'],
  }),
  /** The caller's verified e-mail address (基本信息). */
  emailInfo: build.query<ResponseOf<EmailInfo>, void>({
    query: () => args<EmailInfo>({ path: USER_PATHS.emailInfo })({}),
    providesTags: ['Email'],
  }),
  emailBind: build.mutation<ResponseOf<EmailBind>, RequestOf<EmailBind>>({
    query: args<EmailBind>({ path: USER_PATHS.emailBind }),
  }),
  emailVerify: build.mutation<ResponseOf<EmailVerify>, RequestOf<EmailVerify>>({
    query: args<EmailVerify>({ path: USER_PATHS.emailVerify }),
    invalidatesTags: ['Email'],
  }),
  /** The supplier's audit trail (administrator only); never cached across visits, it grows. */
  auditList: build.query<ResponseOf<AuditList>, RequestOf<AuditList>>({
    query: args<AuditList>({ path: AUDIT_PATHS.auditList }),
    keepUnusedDataFor: 0,
  }),
}));

export const {
  useUpdatePhoneOldSendMutation,
  useUpdatePhoneOldCheckMutation,
  useUpdatePhoneNewSendMutation,
  useUpdatePhoneNewCheckMutation,
  useAuditListQuery,
  useUpdateNameMutation,
  useEmailInfoQuery,
  useEmailBindMutation,
  useEmailVerifyMutation,
} = userApi;
