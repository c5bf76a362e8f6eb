import { useState } from 'react';
import { Form, Select } from 'antd';
import type { FormInstance } from 'antd';
import type { PlatformOrder } from '@contract/platform/orders';
import { usePlatformOrderListQuery } from '../api/orders';
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
  const placeholder = !taskId
    ? '请先选择任务'
    : orders.isFetching
      ? '加载中…'
      : list.length
        ? '选择供应商的订单'
        : '该任务还没有供应商接单';
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
        <Select
          disabled={!taskId}
          loading={orders.isFetching}
          placeholder={placeholder}
          // A busy task has many suppliers' orders: typed text finds one by how it reads.
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={list.length ? '没有匹配的订单' : '该任务还没有供应商接单'}
          options={list.map((order) => ({ value: order.orderId, label: describe(order) }))}
          onChange={(orderId: string) => onOrder?.(list.find((order) => order.orderId === orderId))}
        />
      </Form.Item>
    </>
  );
}
