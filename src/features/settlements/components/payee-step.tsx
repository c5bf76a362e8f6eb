import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_PAYEE_ERROR_CODE, PAYEE_OPERATION_TYPES } from '@contract/settlements.meta';
import { LightAlert } from '@/components/light/alert';
import { LightButton } from '@/components/light/button';
import { LightDescriptions } from '@/components/light/descriptions';
import { LightSpace } from '@/components/light/space';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import { useSettlementFailCheckQuery } from '../api';
import { timeOf, yuan } from '../format';
import { useResubmit } from '../use-resubmit';
import { useSettlement } from '../use-settlement';
import { BillMissing } from './bill-missing';
import { useApp } from '@/components/ui/app-feedback';

export type PayeeOperation = (typeof PAYEE_OPERATION_TYPES)[keyof typeof PAYEE_OPERATION_TYPES];
export const isPayeeOperation = (value: string | undefined): value is PayeeOperation =>
  value === PAYEE_OPERATION_TYPES.confirm || value === PAYEE_OPERATION_TYPES.resubmit;

export interface PayeeStepProps {
  operationType: PayeeOperation;
  settlementId: string;
  /** The account picked below (the route's bank-account list); null while the supplier has none. */
  payeeAccountId: string | null;
  /** How the picked account reads, e.g. 「招商银行 6225 **** **** 1234」. */
  payeeLabel?: string;
  /** The account picker the route composes. */
  children: ReactNode;
}

/**
 * The payee account for one bill. Confirming: pick or add an account, then back to the bill with it. A failed
 * payout: why it failed and to which account, pick or fix one, resubmit (failed → confirmed, exactly once).
 */
export function PayeeStep({ operationType, settlementId, payeeAccountId, payeeLabel, children }: PayeeStepProps) {
  const { message } = useApp();
  const navigate = useNavigate();
  const bill = useSettlement(settlementId);
  const resubmitting = operationType === PAYEE_OPERATION_TYPES.resubmit;
  const failure = useSettlementFailCheckQuery({ settlementId }, { skip: !resubmitting || bill.notFound });
  const { resubmit, busy } = useResubmit(settlementId);

  const backToConfirm = () =>
    navigate(
      `${href('confirmSettlementList', { settlementId })}${payeeAccountId ? `?payeeAccountId=${encodeURIComponent(payeeAccountId)}` : ''}`,
    );
  const send = async () => {
    const outcome = await resubmit(payeeAccountId);
    if (outcome.ok) {
      message.success('已重新提交，等待平台付款');
      navigate(href('checkSettlementList', { status: outcome.result.status, settlementId }));
    } else if (outcome.error.code === NO_PAYEE_ERROR_CODE) message.warning('还没有收款账户，请先添加收款账户');
    else if (outcome.error.kind === 'business') failure.refetch();
  };

  if (bill.notFound) return <BillMissing settlementId={settlementId} />;
  const info = failure.data;
  return (
    <QueryState
      loading={bill.isLoading || (resubmitting && failure.isLoading)}
      error={bill.isError || failure.isError}
      onRetry={() => (bill.refetch(), resubmitting && failure.refetch())}
      errorText="结算单加载失败"
    >
      <LightSpace direction="vertical" size={16} style={{ width: '100%' }}>
        {bill.bill && (
          <LightDescriptions
            size="small"
            bordered
            column={3}
            items={[
              { key: 'id', label: '结算单号', children: settlementId },
              { key: 'status', label: '状态', children: bill.bill.statusLabel },
              { key: 'total', label: '结算金额', children: yuan(bill.bill.totalAmount) },
            ]}
          />
        )}
        {resubmitting && info && (
          <LightAlert
            type={info.resubmittable ? 'error' : 'info'}
            showIcon
            message={
              info.resubmittable
                ? `付款失败：${info.failReason ?? '原因未知'}`
                : `该结算单当前为「${bill.bill?.statusLabel ?? ''}」，无需重新提交`
            }
            description={
              info.resubmittable
                ? `失败时间 ${timeOf(info.failedAt)}；原收款账户 ${info.payee ? `${info.payee.bankName} ${info.payee.accountNumber}（${info.payee.accountName}）` : '—'}。请修改或选择收款账户后重新提交。`
                : undefined
            }
          />
        )}
        {children}
        <LightSpace wrap>
          {resubmitting ? (
            <LightButton variant="primary" loading={busy} disabled={!payeeAccountId || !info?.resubmittable} onClick={send}>
              使用所选账户重新提交
            </LightButton>
          ) : (
            <LightButton variant="primary" disabled={!payeeAccountId} onClick={backToConfirm}>
              使用所选账户，返回确认
            </LightButton>
          )}
          <LightButton onClick={() => navigate(href('checkSettlementList', { status: bill.bill?.status ?? 'pending', settlementId }))}>
            返回结算单
          </LightButton>
        </LightSpace>
        {payeeLabel && <div className="settlement-payee-picked">已选收款账户：{payeeLabel}</div>}
      </LightSpace>
    </QueryState>
  );
}
