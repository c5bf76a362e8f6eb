import { useState } from 'react';
import { Modal, Select, Skeleton, Typography } from 'antd';
import type { OrderSummary } from '@contract/orders';
import { useDistributeOrderMutation, useGetOrderMemberListQuery } from '../api';
import { QueryError } from '@/components/ui/query-state';
import { useApp } from '@/components/ui/app-feedback';

export interface DistributeModalProps {
  order: OrderSummary | null;
  onClose: () => void;
}

/** The administrator sets which members work an order (the list replaces the previous one). */
export function DistributeModal({ order, onClose }: DistributeModalProps) {
  const { message } = useApp();
  const [picked, setPicked] = useState<string[] | null>(null);
  const members = useGetOrderMemberListQuery(order ? { orderId: order.orderId } : {}, { skip: !order, refetchOnMountOrArgChange: true });
  const [distribute, { isLoading }] = useDistributeOrderMutation();
  const chosen = picked ?? (members.data ?? []).filter((m) => m.assigned).map((m) => m.userId);

  const close = () => {
    setPicked(null);
    onClose();
  };
  const submit = async () => {
    if (!order) return;
    try {
      await distribute({ orderId: order.orderId, userIds: chosen }).unwrap();
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
      okButtonProps={{ disabled: members.isLoading || members.isError }}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {order && <Typography.Paragraph>选择负责订单「{order.taskTitle}」的成员（可多选，清空即取消分配）：</Typography.Paragraph>}
      {members.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : members.isError ? (
        <QueryError compact text="成员列表加载失败" onRetry={members.refetch} />
      ) : (
        <Select
          mode="multiple"
          aria-label="成员"
          placeholder="请选择成员"
          style={{ width: '100%' }}
          value={chosen}
          onChange={setPicked}
          optionFilterProp="label"
          notFoundContent="暂无可分配的成员"
          options={(members.data ?? []).filter((m) => !m.isMain).map((m) => ({ value: m.userId, label: `${m.userName}（${m.phone}）` }))}
        />
      )}
    </Modal>
  );
}
