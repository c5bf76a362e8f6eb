import { LightButton } from '@/components/light/button';
import { LightPopconfirm } from '@/components/light/popconfirm';
import { LightSpace } from '@/components/light/space';
import { LightTag, type LightTagColor } from '@/components/light/tag';
import { beijingTime } from '@/lib/time';
import type { TableColumnsType } from 'antd';
import { MEMBER_STATUS_LABELS, type MemberStatus } from '@contract/members.meta';
import type { MemberItem } from '../types';
import type { CardLayout } from '@/components/ui/data-cards';
import { permissionNames } from './permission-names';

const STATUS_COLORS: Record<MemberStatus, LightTagColor> = { active: 'success', invited: 'processing', expired: 'default' };
const day = (iso: string | null) => beijingTime(iso);

/** A member on a phone: the name and role, status, joined (or invitation) time, phone and permissions. */
export const MEMBER_CARD: CardLayout = { title: 'name', status: 'status', date: 'time', fields: ['phone', 'permissions'] };

export interface MemberActions {
  selfId: string;
  isMain: boolean;
  onEdit: (m: MemberItem) => void;
  onReInvite: (m: MemberItem) => void;
  onRemove: (m: MemberItem) => void;
}

/**
 * The member list's columns; each row offers only what the caller may do to it. The status and the time always
 * show in full beside the pinned 操作 column (wide enough for 编辑 · 重新邀请 · 撤销邀请); the name with its role
 * under it and the permissions share what is left (ending in an ellipsis).
 */
export function memberColumns({ selfId, isMain, onEdit, onReInvite, onRemove }: MemberActions): TableColumnsType<MemberItem> {
  return [
    {
      title: '姓名 / 角色',
      dataIndex: 'name',
      render: (name: string, m) => {
        const shown = m.userId === selfId ? `${name}（我）` : name;
        return (
          <span className="table-two-lines">
            <span title={shown}>{shown}</span>
            <span className="table-secondary">{m.isMain ? '管理员' : '成员'}</span>
          </span>
        );
      },
    },
    { title: '手机号', dataIndex: 'phone', width: 136 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 112,
      render: (s: MemberStatus) => <LightTag color={STATUS_COLORS[s]}>{MEMBER_STATUS_LABELS[s]}</LightTag>,
    },
    { title: '权限', dataIndex: 'permissions', render: (p: string[], m) => (m.isMain ? '全部权限' : permissionNames(p)) },
    {
      title: '加入时间 / 邀请有效期',
      key: 'time',
      width: 180,
      render: (_: unknown, m) => (m.status === 'active' ? day(m.joinedAt) : `至 ${day(m.expiresAt)}`),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 228,
      render: (_: unknown, m) => {
        const self = m.userId === selfId;
        const canEdit = !m.isMain || (self && isMain);
        return (
          <LightSpace size={0}>
            {canEdit && (
              <LightButton variant="link" size="small" onClick={() => onEdit(m)}>
                编辑
              </LightButton>
            )}
            {m.status !== 'active' && (
              <LightPopconfirm
                title={`重新邀请「${m.name}」？`}
                description="将生成新的邀请链接（7 天有效），原链接立即失效。"
                okText="重新邀请"
                cancelText="取消"
                onConfirm={() => onReInvite(m)}
              >
                重新邀请
              </LightPopconfirm>
            )}
            {!m.isMain && !self && (
              <LightPopconfirm
                title={m.status === 'active' ? `确定移除成员「${m.name}」吗？` : `确定撤销对「${m.name}」的邀请吗？`}
                description={
                  m.status === 'active'
                    ? '移除后该成员立即无法再访问本企业的数据；其账号仍可登录，可加入或创建其他企业。'
                    : '撤销后邀请链接立即失效。'
                }
                okText="确定"
                danger
                cancelText="取消"
                onConfirm={() => onRemove(m)}
              >
                {m.status === 'active' ? '移除' : '撤销邀请'}
              </LightPopconfirm>
            )}
          </LightSpace>
        );
      },
    },
  ];
}
