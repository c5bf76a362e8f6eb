import { useState } from 'react';
import { App, Alert, Modal, Select, Skeleton, Typography } from 'antd';
import { useDistributeOrderMutation, useOrderMemberListQuery } from '../api';
import type { OrderRow } from '../types';

export interface DistributeModalProps {
  order: OrderRow | null;
  onClose: () => void;
}

/** The administrator hands an order to a member, who then sees it among their orders. */
export function DistributeModal({ order, onClose }: DistributeModalProps) {
  const { message } = App.useApp();
  const [memberId, setMemberId] = useState<string>();
  const members = useOrderMemberListQuery(undefined, { skip: !order });
  const [distribute, { isLoading }] = useDistributeOrderMutation();

  const close = () => {
    setMemberId(undefined);
    onClose();
  };
  const submit = async () => {
    if (!order || !memberId) return;
    try {
      await distribute({ orderId: order.orderId, memberId }).unwrap();
      message.success('订单已分配');
      close();
    } catch {
      // The http layer has shown why; the modal stays open with the choice kept.
    }
  };

  return (
    <Modal
      open={Boolean(order)}
      title="分配订单"
      okText="确认分配"
      okButtonProps={{ disabled: !memberId }}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {order && <Typography.Paragraph>将订单「{order.taskTitle}」（{order.orderId}）分配给：</Typography.Paragraph>}
      {members.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : members.isError ? (
        <Alert type="warning" showIcon title="成员列表加载失败" action={<a onClick={() => members.refetch()}>重新加载</a>} />
      ) : (
        <Select
          aria-label="成员"
          placeholder="请选择成员"
          style={{ width: '100%' }}
          value={memberId}
          onChange={setMemberId}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent="暂无可分配的成员"
          options={(members.data ?? []).map((m) => ({ value: m.userId, label: `${m.userName}（${m.phone}）` }))}
        />
      )}
    </Modal>
  );
}
