import { LightAlert } from '@/components/light/alert';
import { LightButton } from '@/components/light/button';
import { LightSpace } from '@/components/light/space';
import { LightTag } from '@/components/light/tag';
import { LightText } from '@/components/light/text';
import { Link } from 'react-router-dom';
import type { AgreementListItem } from '@contract/agreements';
import { AGREEMENT_KIND_LABELS, AGREEMENT_STATUS_LABELS } from '@contract/agreements.meta';
import { QueryState } from '@/components/ui/query-state';
import { useAgreementListQuery, useCheckSignQuery } from '../api';
import { signedTime } from './signature-record';
import './agreements.css';

const STATUS_COLORS = { signed: 'green', pending: 'orange', superseded: 'default' } as const;

export interface AgreementListProps {
  /** Where a framework version opens (its id as `agreementId`). */
  frameworkHref: (agreementId: string) => string;
  partialHref: (agreementId: string, mainId: string) => string;
}

function describe(a: AgreementListItem): string {
  const parts = [
    a.kind === 'framework'
      ? `第 ${a.version} 版 · 发布于 ${signedTime(a.createdAt)}`
      : `订单 ${a.orderId}（${a.taskTitle}）· 发起于 ${signedTime(a.createdAt)}`,
  ];
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
        <LightAlert
          type="warning"
          showIcon
          className="contract-meta"
          message={
            state.data.mode === 'tripartite'
              ? '您已升级为企业认证，请签署三方协议后继续接单'
              : `请签署最新版框架协议（第 ${state.data.version} 版）后继续接单`
          }
          action={
            <Link to={frameworkHref(state.data.agreementId)}>
              <LightButton variant="primary" size="small">
                去签署
              </LightButton>
            </Link>
          }
        />
      )}
      <QueryState
        loading={list.isLoading}
        error={list.isError}
        onRetry={list.refetch}
        retrying={list.isFetching}
        empty={items.length === 0}
        emptyText="暂无协议"
      >
        {/* antd's List (horizontal items, the action on the right) in plain markup: agreements.css. */}
        <ul className="agreement-list">
          {items.map((a) => {
            const to = a.kind === 'framework' ? frameworkHref(a.agreementId) : partialHref(a.agreementId, a.mainId ?? '');
            return (
              <li key={`${a.kind}-${a.agreementId}`} className="agreement-list-item">
                <div className="agreement-list-meta">
                  <LightSpace wrap>
                    <LightTag>{AGREEMENT_KIND_LABELS[a.kind]}</LightTag>
                    <LightText strong>{a.title}</LightText>
                    <LightTag color={STATUS_COLORS[a.status]}>{AGREEMENT_STATUS_LABELS[a.status]}</LightTag>
                    {a.current && <LightTag color="blue">当前版本</LightTag>}
                  </LightSpace>
                  <div className="agreement-list-description">{describe(a)}</div>
                </div>
                <Link className="agreement-list-action" to={to}>
                  {a.status === 'pending' ? '去签署' : '查看'}
                </Link>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </>
  );
}
