import { useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ERROR_CODES } from '@contract/http.meta';
import { VERIFY_STATUS } from '@contract/login.meta';
import type { TaskStatus } from '@contract/tasks.meta';
import { href } from '@/config/paths';
import { useSharedSelector } from '@/lib/state/hooks';
import { trackClick } from '@/lib/tracking';
import { useCan, useHasSupplier } from '@/lib/state/permissions';
import { useTakeOrderMutation } from '../api';

export interface TakeOrderButtonProps {
  taskId: string;
  title: string;
  status: TaskStatus;
  /** This supplier already has an order on the task. */
  ordered: boolean;
  /** Where to sign the framework agreement when take order answers that it must be signed first (E000702). */
  signAgreementHref?: string;
}

const TAKE_PERMISSION = 'task:take';

/** Why the task cannot be taken, or null when it can. */
export function takeOrderBlocker({ status, ordered }: Pick<TakeOrderButtonProps, 'status' | 'ordered'>): string | null {
  if (ordered) return '您已接过该任务的订单';
  if (status === 'full') return '该任务名额已满';
  if (status === 'closed') return '该任务已下架';
  return null;
}

/** Take an order on the task after a confirmation; then the order number and the way to the orders. */
export function TakeOrderButton({ taskId, title, status, ordered, signAgreementHref }: TakeOrderButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [mustSign, setMustSign] = useState(false);
  const [take, { isLoading, data }] = useTakeOrderMutation();
  const hasSupplier = useHasSupplier();
  const canTake = useCan(TAKE_PERMISSION);
  // Taking orders needs a verified supplier (the gateway says so too); the way there is one click away. A member
  // without the take permission is told so here.
  const verified = useSharedSelector((state) => state.global.verifyStatus) === VERIFY_STATUS.verified;
  const blocker =
    takeOrderBlocker({ status, ordered }) ??
    (!verified ? '完成供应商认证后才能接单' : hasSupplier && !canTake ? '您没有接单权限，请联系企业管理员开通' : null);

  const confirm = async () => {
    trackClick('take_order', { taskId });
    try {
      await take({ taskId }).unwrap();
    } catch (error) {
      // Unverified, full, already taken: the http layer has said so. The agreement: show the way to sign it.
      if ((error as { code?: string } | undefined)?.code === ERROR_CODES.agreementUnsigned) setMustSign(true);
    }
    setConfirming(false);
  };

  if (data) {
    return (
      <Alert
        type="success"
        showIcon
        className="take-order-result"
        title="接单成功"
        description={
          <>
            订单号 {data.orderId}，<Link to={href('candidateList', { taskId, orderId: data.orderId })}>去提交候选人</Link>
          </>
        }
      />
    );
  }
  return (
    <div className="take-order">
      <Button type="primary" size="large" disabled={Boolean(blocker)} onClick={() => setConfirming(true)}>
        立即接单
      </Button>
      {mustSign && signAgreementHref && (
        <Alert
          type="warning"
          showIcon
          className="take-order-result"
          title="接单前需签署最新版框架协议"
          action={
            <Link to={signAgreementHref}>
              <Button type="primary" size="small">
                去签署
              </Button>
            </Link>
          }
        />
      )}
      {blocker && (
        <Typography.Text type="secondary" className="take-order-blocker">
          {blocker}
          {!verified && !takeOrderBlocker({ status, ordered }) && (
            <>
              ，<Link to={href('authentication', { menukey: 'company' })}>去认证</Link>
            </>
          )}
        </Typography.Text>
      )}
      <Modal
        open={confirming}
        title="确认接单"
        okText="确认接单"
        onOk={confirm}
        confirmLoading={isLoading}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>确定接下任务「{title}」吗？接单后可在工作台的订单中提交候选人。</Typography.Paragraph>
      </Modal>
    </div>
  );
}
