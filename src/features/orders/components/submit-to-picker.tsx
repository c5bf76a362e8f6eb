import { Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { href } from '@/config/paths';
import { useGoingOrderListQuery } from '../api';

/** 「提交候选人到…」: the ongoing orders this member can staff; picking one opens its candidate list. */
export function SubmitToPicker() {
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGoingOrderListQuery({});
  return (
    <Select
      aria-label="提交候选人到"
      placeholder={isError ? '进行中的订单加载失败' : '提交候选人到…'}
      style={{ width: 240 }}
      loading={isLoading}
      showSearch
      optionFilterProp="label"
      notFoundContent="暂无进行中的订单"
      value={null}
      onChange={(orderId: string) => {
        const order = data?.find((o) => o.orderId === orderId);
        if (order) navigate(href('candidateList', { taskId: order.taskId, orderId: order.orderId }));
      }}
      options={(data ?? []).map((o) => ({ value: o.orderId, label: `${o.taskTitle}（${o.companyName}）` }))}
    />
  );
}
