import { lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_PAYEE_ERROR_CODE, PAYEE_OPERATION_TYPES, SETTLEMENT_ACTIONABLE_STATUSES } from '@contract/settlements.meta';
import { LightAlert } from '@/components/light/alert';
import { LightButton } from '@/components/light/button';
import { LightCard } from '@/components/light/card';
import { LightDescriptions } from '@/components/light/descriptions';
import { LightSpace } from '@/components/light/space';
import { LightText } from '@/components/light/text';
import { withAntdScope } from '@/components/ui/lazy-screen';
import { NoAccess } from '@/components/ui/no-access';
import { OnceOpened } from '@/components/ui/once-opened';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import { periodOf, yuan } from '../format';
import { useBillAction } from '../use-bill-action';
import type { BillActionOutcome } from '../use-bill-action';
import { useSettlement } from '../use-settlement';
import { BillMissing } from './bill-missing';
import type { DisputeValues } from './dispute-modal';
import { SettlementLines } from './settlement-lines';
import { useApp } from '@/components/ui/app-feedback';

// The dispute form (antd's Modal and Form) comes when the user first asks for it, never with the page.
const loadDisputeModal = () => import('./dispute-modal').then((m) => ({ default: m.DisputeModal }));
const DisputeModal = lazy(withAntdScope(loadDisputeModal));

export interface SettlementConfirmProps {
  settlementId: string;
  /** The account chosen on the payee-account page; without it the gateway pays to the default account. */
  payeeAccountId?: string;
  /** How the chosen (or default) account reads in the confirmation, e.g. 「招商银行 尾号 1234」. */
  payeeLabel?: string;
  /** The payee account block the route composes (the supplier centre's bank accounts). */
  payeeSlot?: ReactNode;
}

/** Confirm a pending bill to a payee account, or dispute it (whole or chosen lines) with a reason. */
export function SettlementConfirm({ settlementId, payeeAccountId, payeeLabel, payeeSlot }: SettlementConfirmProps) {
  const { modal, message } = useApp();
  const navigate = useNavigate();
  const { bill, isLoading, isError, notFound, noAccess, refetch, isFetching } = useSettlement(settlementId);
  const { act, busy } = useBillAction(settlementId);
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [disputing, setDisputing] = useState(false);
  const choosePayee = () => navigate(href('accountToBeCredited', { operationType: PAYEE_OPERATION_TYPES.confirm, settlementId }));

  const after = (outcome: BillActionOutcome, done: string): boolean => {
    if (outcome.ok) {
      message.success(done);
      navigate(href('checkSettlementList', { status: outcome.result.status, settlementId }));
      return true;
    }
    if (outcome.error.code === NO_PAYEE_ERROR_CODE) {
      message.warning('还没有收款账户，请先添加收款账户再确认');
      choosePayee();
      return true;
    }
    // Refused (already confirmed or disputed elsewhere): show the bill as it is now. A network failure keeps the key.
    if (outcome.error.kind === 'business') refetch();
    return false;
  };

  const confirm = () => {
    if (!bill) return;
    modal.confirm({
      title: '确认结算单？',
      content: `确认后将按 ${yuan(bill.totalAmount)} 结算，款项付至${payeeLabel ?? '默认收款账户'}。确认后不能再提出异议。`,
      okText: '确认结算',
      cancelText: '取消',
      onOk: async () => {
        const outcome = await act({ action: 'confirm', ...(payeeAccountId ? { payeeAccountId } : {}) });
        after(outcome, '结算单已确认，等待平台付款');
      },
    });
  };
  const dispute = async ({ scope, reason }: DisputeValues) => {
    const outcome = await act({ action: 'dispute', reason, ...(scope === 'lines' ? { lineIds } : {}) });
    if (after(outcome, '异议已提交，等待平台处理')) setDisputing(false);
  };

  if (noAccess) return <NoAccess what="结算单" />;
  if (notFound) return <BillMissing settlementId={settlementId} />;
  return (
    <QueryState loading={isLoading} error={isError} onRetry={refetch} retrying={isFetching} errorText="结算单加载失败">
      {bill && !SETTLEMENT_ACTIONABLE_STATUSES.includes(bill.status) && (
        <LightAlert
          type="info"
          showIcon
          message={`该结算单${bill.statusLabel}，不能再确认或提出异议`}
          action={
            <LightButton onClick={() => navigate(href('checkSettlementList', { status: bill.status, settlementId }))}>
              查看结算单
            </LightButton>
          }
        />
      )}
      {bill && SETTLEMENT_ACTIONABLE_STATUSES.includes(bill.status) && (
        <LightSpace direction="vertical" size={16} style={{ width: '100%' }}>
          <LightDescriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'id', label: '结算单号', children: settlementId },
              { key: 'task', label: '任务', children: `${bill.task.title}（${bill.task.companyName}）` },
              { key: 'period', label: '结算周期', children: periodOf(bill) },
              { key: 'total', label: '结算金额', children: <strong>{yuan(bill.totalAmount)}</strong> },
            ]}
          />
          <LightCard title="收款账户" extra={<LightButton onClick={choosePayee}>选择或添加收款账户</LightButton>}>
            {payeeSlot ?? <LightText>{payeeLabel ?? '将付至默认收款账户'}</LightText>}
          </LightCard>
          <LightCard title="结算明细" extra={lineIds.length ? `已选 ${lineIds.length} 条` : '可勾选有异议的明细'}>
            <SettlementLines settlementId={settlementId} selection={{ keys: lineIds, onChange: setLineIds }} />
          </LightCard>
          <LightSpace>
            <LightButton variant="primary" loading={busy && !disputing} disabled={busy} onClick={confirm}>
              确认结算单
            </LightButton>
            <LightButton
              danger
              disabled={busy}
              onClick={() => setDisputing(true)}
              onPointerEnter={() => void loadDisputeModal()}
              onFocus={() => void loadDisputeModal()}
            >
              提出异议
            </LightButton>
          </LightSpace>
          <OnceOpened open={disputing}>
            <DisputeModal
              open={disputing}
              selectedCount={lineIds.length}
              busy={busy}
              onSubmit={dispute}
              onCancel={() => setDisputing(false)}
            />
          </OnceOpened>
        </LightSpace>
      )}
    </QueryState>
  );
}
