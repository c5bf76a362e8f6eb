import type { notifications } from '@contract/index';
import { NOTICE_PATHS } from '@contract/notifications.meta';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type NoticeList = typeof notifications.noticeList;
type UnreadCount = typeof notifications.unreadCount;
type ReadNotices = typeof notifications.readNotices;
type SelectTaskRemind = typeof notifications.selectTaskRemind;
type SettingTaskRemind = typeof notifications.settingTaskRemind;

export const notificationsApi = injectDomainEndpoints('notifications', (build) => ({
  noticeList: build.query<ResponseOf<NoticeList>, RequestOf<NoticeList>>({
    query: args<NoticeList>({ path: NOTICE_PATHS.list }),
    providesTags: [{ type: 'Notice', id: 'LIST' }],
  }),
  unreadCount: build.query<ResponseOf<UnreadCount>, void>({
    query: () => args<UnreadCount>({ path: NOTICE_PATHS.unreadCount })({}),
    providesTags: [{ type: 'Notice', id: 'COUNT' }],
  }),
  readNotices: build.mutation<ResponseOf<ReadNotices>, RequestOf<ReadNotices>>({
    query: args<ReadNotices>({ path: NOTICE_PATHS.read }),
    invalidatesTags: [{ type: 'Notice', id: 'LIST' }],
    // The answer carries the new count: no second call for it.
    onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      if (data) dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount: data.unreadCount }));
    },
  }),
  selectTaskRemind: build.query<ResponseOf<SelectTaskRemind>, void>({
    query: () => args<SelectTaskRemind>({ path: NOTICE_PATHS.selectTaskRemind })({}),
    providesTags: ['TaskRemind'],
  }),
  settingTaskRemind: build.mutation<ResponseOf<SettingTaskRemind>, RequestOf<SettingTaskRemind>>({
    query: args<SettingTaskRemind>({ path: NOTICE_PATHS.settingTaskRemind }),
    invalidatesTags: ['TaskRemind'],
  }),
}));

export const { useNoticeListQuery, useUnreadCountQuery, useReadNoticesMutation, useSelectTaskRemindQuery, useSettingTaskRemindMutation } = notificationsApi;
