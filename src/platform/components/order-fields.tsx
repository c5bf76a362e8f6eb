import { useState } from 'react';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import type { PlatformOrder } from '@contract/platform/orders';
import { usePlatformOrderListQuery } from '../api/orders';
import { OrderSelect } from './order-select';
import { TaskPicker } from './task-picker';

interface Props {
  /** The dialog's form: the chosen order is its `orderId`. */
  form: FormInstance;
  /** How an order reads in the list (its supplier by default). */
  describe?: (order: PlatformOrder) => string;
  /** The order chosen, whole (or none, when the task changes). */
  onOrder?: (order: PlatformOrder | undefined) => void;
}

/** 任务, then 供应商的订单 of that task: how a dialog about one supplier's order (a bill, a contract) picks it. */
export function OrderFields({ form, describe = (order) => order.supplierName, onOrder }: Props) {
  const [taskId, setTaskId] = useState<string | undefined>();
  const orders = usePlatformOrderListQuery({ taskId, pageNum: 1, pageSize: 100 }, { skip: !taskId });
  const list = orders.data?.list ?? [];
  return (
    <>
      <Form.Item label="任务" required>
        <TaskPicker
          value={taskId}
          onChange={(next) => {
            setTaskId(next);
            form.setFieldValue('orderId', undefined);
            onOrder?.(undefined);
          }}
        />
      </Form.Item>
      <Form.Item name="orderId" label="供应商的订单" rules={[{ required: true, message: '请选择订单' }]}>
        <OrderSelect
          from={{ chosen: !!taskId, choose: '请先选择任务', none: '该任务还没有供应商接单' }}
          fetching={orders.isFetching}
          options={list.map((order) => ({ value: order.orderId, label: describe(order) }))}
          onChange={(orderId: string) => onOrder?.(list.find((order) => order.orderId === orderId))}
        />
      </Form.Item>
    </>
  );
}
