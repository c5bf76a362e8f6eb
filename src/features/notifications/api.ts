import type { notifications } from '@contract/index';
import { NOTICE_PATHS } from '@contract/notifications.meta';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type NoticeList = typeof notifications.noticeList;
type UnreadCount = typeof notifications.unreadCount;
type ReadNotices = typeof notifications.readNotices;
type SelectTaskRemind = typeof notifications.selectTaskRemind;
type SettingTaskRemind = typeof notifications.settingTaskRemind;
type ChannelList = typeof notifications.channelList;
type ChannelSave = typeof notifications.channelSave;
type MessageLog = typeof notifications.messageLog;
type ChannelOverview = typeof notifications.channelOverview;

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
  /** 消息设置: the caller's channels per kind. */
  channelList: build.query<ResponseOf<ChannelList>, void>({
    query: () => args<ChannelList>({ path: NOTICE_PATHS.channelList })({}),
    providesTags: ['MessageChannels'],
  }),
  /** Saves one kind; the answer replaces that row in the cached list (no second call). */
  channelSave: build.mutation<ResponseOf<ChannelSave>, RequestOf<ChannelSave>>({
    query: args<ChannelSave>({ path: NOTICE_PATHS.channelSave }),
    onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      if (data)
        dispatch(
          notificationsApi.util.updateQueryData(
            'channelList',
            undefined,
            (draft) => void (draft.list = draft.list.map((c) => (c.kind === data.kind ? data : c))),
          ),
        );
    },
  }),
  /** Which member receives what (administrator only). */
  channelOverview: build.query<ResponseOf<ChannelOverview>, void>({
    query: () => args<ChannelOverview>({ path: NOTICE_PATHS.channelOverview })({}),
    keepUnusedDataFor: 0,
  }),
  /** 消息记录 (administrator only); never cached across visits, it grows. */
  messageLog: build.query<ResponseOf<MessageLog>, RequestOf<MessageLog>>({
    query: args<MessageLog>({ path: NOTICE_PATHS.messageLog }),
    keepUnusedDataFor: 0,
  }),
}));

export const {
  useNoticeListQuery,
  useUnreadCountQuery,
  useReadNoticesMutation,
  useSelectTaskRemindQuery,
  useSettingTaskRemindMutation,
  useChannelListQuery,
  useChannelSaveMutation,
  useMessageLogQuery,
  useChannelOverviewQuery,
} = notificationsApi;
