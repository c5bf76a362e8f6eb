import { useState } from 'react';
import { Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AutoOpenProps } from '@/components/ui/lazy-picker';
import { href } from '@/config/paths';
import { useGoingOrderListQuery } from '../api';

/** The picker of 「提交候选人到…」 (antd's searchable Select), loaded on intent by ./submit-to-picker. */
export function SubmitToSelect({ autoOpen = false }: AutoOpenProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(autoOpen);
  const { data, isLoading, isError } = useGoingOrderListQuery({});
  return (
    <Select
      open={open}
      onOpenChange={setOpen}
      autoFocus={autoOpen}
      aria-label="提交候选人到"
      className="submit-to-picker"
      placeholder={isError ? '进行中的订单加载失败' : '提交候选人到…'}
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
