import { lazy, useState } from 'react';
import { LightButton } from '@/components/light/button';
import { LightIcon } from '@/components/light/icon';
import { PlusOutlined } from '@/components/light/icons/plus-outlined';
import type { ApiKeyView } from '@contract/api-keys';
import { API_DOCS_PATH } from '@contract/api-keys.meta';
import { DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/query-state';
import { useApp } from '@/components/ui/app-feedback';
import { env } from '@/config/env';
import { useListApiKeysQuery, useRevokeApiKeyMutation } from '../api';
import { OnceOpened } from '@/components/ui/once-opened';
import { withAntdScope } from '@/components/ui/lazy-screen';
import type { CreatedKey } from './create-key-modal';
import { keyColumns } from './key-columns';
import './api-keys.css';

// The dialogs (antd's Modal and Form) come in AntdScope when first opened: the list itself is light.
const loadCreateModal = () => import('./create-key-modal').then((m) => ({ default: m.CreateKeyModal }));
const CreateKeyModal = lazy(withAntdScope(loadCreateModal));
const KeyCreatedModal = lazy(
  withAntdScope<{ created: CreatedKey | null; onClose: () => void }>(() =>
    import('./key-created-modal').then((m) => ({ default: m.KeyCreatedModal })),
  ),
);

/** 开放接口 → API 密钥: the supplier's keys (administrator only), create with scopes, the key shown once, revoke. */
export function ApiKeysPanel() {
  const { message } = useApp();
  const { data, isLoading, isFetching, isError, refetch } = useListApiKeysQuery();
  const [revoke] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);

  const onRevoke = async (key: ApiKeyView) => {
    try {
      await revoke({ keyId: key.keyId }).unwrap();
      message.success(`已撤销密钥「${key.name}」`);
    } catch {
      // Told by the http layer.
    }
  };

  return (
    <div className="api-keys">
      <p className="api-keys-intro">
        用 API 密钥让贵公司的招聘或薪酬系统直接调用本平台的接口：读取订单、提交候选人、确认结算单。请求头携带{' '}
        <code>Authorization: Bearer 密钥</code>
        ，只能调用密钥权限范围内的接口。接口说明见{' '}
        <a href={`${env.addresses.gateway}${API_DOCS_PATH}`} target="_blank" rel="noopener noreferrer">
          API 参考文档
        </a>
        。
      </p>
      <div className="api-keys-toolbar">
        <LightButton
          variant="primary"
          icon={<LightIcon icon={PlusOutlined} />}
          onClick={() => setCreating(true)}
          onPointerEnter={() => void loadCreateModal()}
          onFocus={() => void loadCreateModal()}
        >
          创建 API 密钥
        </LightButton>
      </div>
      {isError && !data ? (
        <QueryError text="API 密钥加载失败" onRetry={refetch} />
      ) : (
        <DataTable<ApiKeyView>
          rowKey="keyId"
          aria-label="API 密钥"
          columns={keyColumns(onRevoke)}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : <span className="api-keys-empty">还没有 API 密钥，点击「创建 API 密钥」开始对接</span> }}
          pagination={false}
        />
      )}
      <OnceOpened open={creating}>
        <CreateKeyModal
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      </OnceOpened>
      <OnceOpened open={Boolean(created)}>
        <KeyCreatedModal created={created} onClose={() => setCreated(null)} />
      </OnceOpened>
    </div>
  );
}
