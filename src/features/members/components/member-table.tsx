import { lazy, useMemo, useState } from 'react';
import { LightSearchBox } from '@/components/light/search-box';
import { OnceOpened } from '@/components/ui/once-opened';
import { withAntdScope } from '@/components/ui/lazy-screen';
import { MEMBER_KEYWORD_MAX } from '@contract/members.meta';
import { DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/query-state';
import { useSharedSelector } from '@/lib/state/hooks';
import { useMemberListQuery, useReInviteMutation, useRemoveMemberMutation } from '../api';
import { rosterKey, type MemberItem } from '../types';
import type { InviteResult } from './invite-link-modal';
import { MEMBER_CARD, memberColumns } from './member-columns';
import { useApp } from '@/components/ui/app-feedback';

// The dialogs (antd's Modal and Form) come in AntdScope when first opened: the list itself is light.
const EditModal = lazy(
  withAntdScope<{ member: MemberItem | null; onClose: () => void }>(() => import('./edit-modal').then((m) => ({ default: m.EditModal }))),
);
const InviteLinkModal = lazy(
  withAntdScope<{ result: InviteResult | null; onClose: () => void }>(() =>
    import('./invite-link-modal').then((m) => ({ default: m.InviteLinkModal })),
  ),
);

/** Members and pending invitations with a search box and the row actions (edit, re-invite, remove). */
export function MemberTable() {
  const { message } = useApp();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<MemberItem | null>(null);
  const [link, setLink] = useState<InviteResult | null>(null);
  const { isMain, turingAccountInfo } = useSharedSelector((s) => s.global);
  const { data, isLoading, isFetching, isError, refetch } = useMemberListQuery({ ...page, ...(keyword ? { keyword } : {}) });
  const [reInvite] = useReInviteMutation();
  const [remove] = useRemoveMemberMutation();

  const columns = useMemo(
    () =>
      memberColumns({
        selfId: turingAccountInfo?.userId ?? '',
        isMain,
        onEdit: setEditing,
        onReInvite: async (m) => {
          try {
            const renewed = await reInvite({ invitationId: m.invitationId ?? '' }).unwrap();
            setLink({ name: m.name, inviteCode: renewed.inviteCode, expiresAt: renewed.expiresAt });
          } catch {
            // Toasted by the http layer.
          }
        },
        onRemove: async (m) => {
          try {
            await remove(rosterKey(m)).unwrap();
            message.success(m.status === 'active' ? `已移除「${m.name}」` : `已撤销对「${m.name}」的邀请`);
          } catch {
            // Toasted by the http layer.
          }
        },
      }),
    [turingAccountInfo?.userId, isMain, reInvite, remove, message],
  );

  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <LightSearchBox
          ariaLabel="搜索成员"
          placeholder="姓名或手机号"
          maxLength={MEMBER_KEYWORD_MAX}
          width={240}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
      </div>
      {isError && !data ? (
        <QueryError text="成员列表加载失败" onRetry={refetch} />
      ) : (
        <DataTable<MemberItem>
          rowKey={(m) => m.invitationId ?? m.userId ?? ''}
          card={MEMBER_CARD}
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : keyword ? '没有符合条件的成员' : '暂无成员，点击「邀请成员」邀请同事加入' }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
          }}
        />
      )}
      <OnceOpened open={Boolean(editing)}>
        <EditModal member={editing} onClose={() => setEditing(null)} />
      </OnceOpened>
      <OnceOpened open={Boolean(link)}>
        <InviteLinkModal result={link} onClose={() => setLink(null)} />
      </OnceOpened>
    </>
  );
}
