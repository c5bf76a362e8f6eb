import type { login, members, user } from '@contract/index';
import type { LoginInfo } from '@contract/login';
import { LOGIN_PATHS } from '@contract/login.meta';
import { MEMBER_PATHS } from '@contract/members.meta';
import { USER_PATHS } from '@contract/user.meta';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type List = typeof members.list;
type Detail = typeof members.detail;
type AddMember = typeof members.addMember;
type ReInvite = typeof members.reInvite;
type Edit = typeof members.edit;
type Remove = typeof members.remove;
type ExitSubject = typeof members.exitSubject;
type TransferAdmin = typeof members.transferAdmin;
type InviteLinkInfo = typeof members.inviteLinkInfo;
type JoinSupplier = typeof members.joinSupplier;
type SendVerCode = typeof user.sendVerCode;
type GetLoginInfo = typeof login.getLoginInfo;

/** Invitation refusals the activation page shows in place (expired, used, unknown): no toast for them. */
const INVITE_QUIET = ['E000404', 'E000409', 'E000400'] as const;
/** Joining refused (another phone, already in a supplier, used or expired): shown on the card too. */
const JOIN_QUIET = [...INVITE_QUIET, 'E000403'] as const;

export const membersApi = injectDomainEndpoints('members', (build) => ({
  memberList: build.query<ResponseOf<List>, RequestOf<List>>({
    query: args<List>({ path: MEMBER_PATHS.list }),
    providesTags: ['Member'],
  }),
  memberDetail: build.query<ResponseOf<Detail>, RequestOf<Detail>>({
    query: args<Detail>({ path: MEMBER_PATHS.detail }),
    providesTags: ['Member'],
  }),
  addMember: build.mutation<ResponseOf<AddMember>, RequestOf<AddMember>>({
    query: args<AddMember>({ path: MEMBER_PATHS.addMember }),
    invalidatesTags: ['Member'],
  }),
  reInvite: build.mutation<ResponseOf<ReInvite>, RequestOf<ReInvite>>({
    query: args<ReInvite>({ path: MEMBER_PATHS.reInvite }),
    invalidatesTags: ['Member'],
  }),
  editMember: build.mutation<ResponseOf<Edit>, RequestOf<Edit>>({
    query: args<Edit>({ path: MEMBER_PATHS.edit }),
    invalidatesTags: ['Member', 'Order'],
  }),
  removeMember: build.mutation<ResponseOf<Remove>, RequestOf<Remove>>({
    query: args<Remove>({ path: MEMBER_PATHS.remove }),
    invalidatesTags: ['Member', 'Order'],
  }),
  exitSubject: build.mutation<ResponseOf<ExitSubject>, void>({
    query: () => args<ExitSubject>({ path: MEMBER_PATHS.exitSubject })({}),
  }),
  transferAdmin: build.mutation<ResponseOf<TransferAdmin>, RequestOf<TransferAdmin>>({
    query: args<TransferAdmin>({ path: MEMBER_PATHS.transferAdmin }),
    invalidatesTags: ['Member', 'Order'],
  }),
  /** The code that confirms a transfer goes to the administrator's own phone (scene transfer_admin). */
  sendTransferCode: build.mutation<ResponseOf<SendVerCode>, void>({
    query: () => args<SendVerCode>({ path: USER_PATHS.sendVerCode })({ scene: 'transfer_admin' }),
  }),
  inviteLinkInfo: build.query<ResponseOf<InviteLinkInfo>, RequestOf<InviteLinkInfo>>({
    query: args<InviteLinkInfo>({ path: MEMBER_PATHS.inviteLinkInfo, quietCodes: INVITE_QUIET }),
  }),
  joinSupplier: build.mutation<ResponseOf<JoinSupplier>, RequestOf<JoinSupplier>>({
    query: args<JoinSupplier>({ path: MEMBER_PATHS.joinSupplier, quietCodes: JOIN_QUIET }),
  }),
  /** Login info again after the membership changed (join, exit, transfer): permissions and role follow it. */
  reloadLoginInfo: build.mutation<LoginInfo, void>({
    query: () => args<GetLoginInfo>({ path: LOGIN_PATHS.getLoginInfo })({}),
  }),
}));

export const {
  useMemberListQuery,
  useMemberDetailQuery,
  useAddMemberMutation,
  useReInviteMutation,
  useEditMemberMutation,
  useRemoveMemberMutation,
  useExitSubjectMutation,
  useTransferAdminMutation,
  useSendTransferCodeMutation,
  useInviteLinkInfoQuery,
  useJoinSupplierMutation,
  useReloadLoginInfoMutation,
} = membersApi;
