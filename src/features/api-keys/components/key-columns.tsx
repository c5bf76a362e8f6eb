import { LightPopconfirm } from '@/components/light/popconfirm';
import { LightTag } from '@/components/light/tag';
import type { TableColumnsType } from 'antd';
import type { ApiKeyView } from '@contract/api-keys';
import { API_KEY_SCOPE_LABELS } from '@contract/api-keys.meta';
import { beijingTime } from '@/lib/time';

const time = (iso: string | null, never = '—') => (iso ? beijingTime(iso) : never);

/** The key list's columns: name, prefix, scopes, times (Beijing), state and the revoke action (confirmed first). */
export function keyColumns(onRevoke: (key: ApiKeyView) => void): TableColumnsType<ApiKeyView> {
  return [
    { title: '名称', dataIndex: 'name' },
    { title: '密钥前缀', dataIndex: 'prefix', width: 150, render: (prefix: string) => <code>{prefix}…</code> },
    {
      title: '权限范围',
      dataIndex: 'scopes',
      render: (scopes: ApiKeyView['scopes']) => scopes.map((s) => API_KEY_SCOPE_LABELS[s]).join('、'),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => time(v) },
    { title: '最近使用', dataIndex: 'lastUsedAt', width: 160, render: (v: string | null) => time(v, '从未使用') },
    {
      title: '状态',
      dataIndex: 'revoked',
      width: 88,
      render: (revoked: boolean) => (revoked ? <LightTag>已撤销</LightTag> : <LightTag color="success">有效</LightTag>),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 88,
      render: (_: unknown, key) =>
        key.revoked ? (
          <span className="table-secondary">{time(key.revokedAt)}</span>
        ) : (
          <LightPopconfirm
            title={`撤销密钥「${key.name}」？`}
            description="撤销后，使用该密钥的系统将立即无法调用接口，且无法恢复。"
            okText="撤销"
            danger
            cancelText="取消"
            onConfirm={() => onRevoke(key)}
          >
            撤销
          </LightPopconfirm>
        ),
    },
  ];
}
