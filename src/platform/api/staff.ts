import type * as S from '@contract/platform/staff';
import type * as A from '@contract/platform/audit';
import { at, platformApi } from '../http/api';
import type { Req, Res } from '../http/api';

type List = typeof S.platformStaffList;
type Create = typeof S.platformStaffCreate;
type Update = typeof S.platformStaffUpdate;
type Actions = typeof A.platformActionList;

export const staffApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    platformStaffList: build.query<Res<List>, Req<List>>({ query: at<List>('/auth/staff/list'), providesTags: ['Staff'] }),
    platformStaffCreate: build.mutation<Res<Create>, Req<Create>>({
      query: at<Create>('/auth/staff/create'),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    platformStaffUpdate: build.mutation<Res<Update>, Req<Update>>({
      query: at<Update>('/auth/staff/update'),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    platformActionList: build.query<Res<Actions>, Req<Actions>>({ query: at<Actions>('/auth/actions/list'), providesTags: ['Audit'] }),
  }),
});

export const { usePlatformStaffListQuery, usePlatformStaffCreateMutation, usePlatformStaffUpdateMutation, usePlatformActionListQuery } =
  staffApi;

export const ACTION_EXPORT_PATH: (typeof A.platformActionExport)['path'] = '/auth/actions/export';
