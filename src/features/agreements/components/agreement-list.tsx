import { Alert, Button, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { AgreementListItem } from '@contract/agreements';
import { AGREEMENT_KIND_LABELS, AGREEMENT_STATUS_LABELS } from '@contract/agreements.meta';
import { QueryState } from '@/components/ui/query-state';
import { useAgreementListQuery, useCheckSignQuery } from '../api';
import { signedTime } from './signature-record';

const STATUS_COLORS = { signed: 'green', pending: 'orange', superseded: 'default' } as const;

export interface AgreementListProps {
  /** Where a framework version opens (its id as `agreementId`). */
  frameworkHref: (agreementId: string) => string;
  partialHref: (agreementId: string, mainId: string) => string;
}

function describe(a: AgreementListItem): string {
  const parts = [a.kind === 'framework' ? `第 ${a.version} 版 · 发布于 ${signedTime(a.createdAt)}` : `订单 ${a.orderId}（${a.taskTitle}）· 发起于 ${signedTime(a.createdAt)}`];
  if (a.signedAt) parts.push(`${a.signerName ?? ''} 签署于 ${signedTime(a.signedAt)}`);
  return parts.join(' · ');
}

/** Every framework version and partial contract of the supplier, signed and pending, each opening its page. */
export function AgreementList({ frameworkHref, partialHref }: AgreementListProps) {
  const list = useAgreementListQuery();
  const state = useCheckSignQuery();
  const items = list.data?.list ?? [];
  return (
    <>
      {state.data && !state.data.signed && state.data.agreementId && (
        <Alert
          type="warning"
          showIcon
          className="contract-meta"
          title={state.data.mode === 'tripartite' ? '您已升级为企业认证，请签署三方协议后继续接单' : `请签署最新版框架协议（第 ${state.data.version} 版）后继续接单`}
          action={
            <Link to={frameworkHref(state.data.agreementId)}>
              <Button type="primary" size="small">
                去签署
              </Button>
            </Link>
          }
        />
      )}
      <QueryState loading={list.isLoading} error={list.isError} onRetry={list.refetch} retrying={list.isFetching} empty={items.length === 0} emptyText="暂无协议">
        <List
          itemLayout="horizontal"
          dataSource={items}
          rowKey={(a) => `${a.kind}-${a.agreementId}`}
          renderItem={(a) => {
            const to = a.kind === 'framework' ? frameworkHref(a.agreementId) : partialHref(a.agreementId, a.mainId ?? '');
            return (
              <List.Item actions={[<Link key="open" to={to}>{a.status === 'pending' ? '去签署' : '查看'}</Link>]}>
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <Tag>{AGREEMENT_KIND_LABELS[a.kind]}</Tag>
                      <Typography.Text strong>{a.title}</Typography.Text>
                      <Tag color={STATUS_COLORS[a.status]}>{AGREEMENT_STATUS_LABELS[a.status]}</Tag>
                      {a.current && <Tag color="blue">当前版本</Tag>}
                    </Space>
                  }
                  description={describe(a)}
                />
              </List.Item>
            );
          }}
        />
      </QueryState>
    </>
  );
}
