import { useState } from 'react';
import { Button, DatePicker, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { futureOnly, pickedInstant, pickerValue } from '../picker-time';
import { useSelectSiteListQuery, useSetExpectedInterviewTimeMutation } from '../api';
import { QueryError } from '@/components/ui/query-state';
import { useApp } from '@/components/ui/app-feedback';

export interface InterviewTimeEditorProps {
  candidateId: string;
  orderId: string;
  time: string | null;
  siteId: string | null;
  disabled: boolean;
}

const FUTURE_ONLY = futureOnly();

/** When and where the candidate would like to be interviewed (the sites of the order's task). */
export function InterviewTimeEditor({ candidateId, orderId, time, siteId, disabled }: InterviewTimeEditorProps) {
  const { message } = useApp();
  const [when, setWhen] = useState<Dayjs | null>(() => pickerValue(time));
  const [site, setSite] = useState<string | undefined>(siteId ?? undefined);
  const sites = useSelectSiteListQuery({ orderId });
  const [save, { isLoading }] = useSetExpectedInterviewTimeMutation();
  const submit = async () => {
    try {
      await save({ candidateId, expectedInterviewTime: when ? pickedInstant(when) : null, ...(when && site ? { siteId: site } : {}) }).unwrap();
      message.success(when ? '期望面试时间已保存' : '期望面试时间已清除');
    } catch {
      // Toasted by the http layer; the choice stays.
    }
  };
  const picked = sites.data?.find((s) => s.siteId === site);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker
          aria-label="期望面试时间"
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={when}
          onChange={setWhen}
          disabled={disabled}
          {...FUTURE_ONLY}
        />
        <Select
          aria-label="面试地点"
          placeholder={sites.isError ? '面试地点加载失败' : '选择面试地点'}
          style={{ minWidth: 200 }}
          loading={sites.isLoading}
          value={site}
          onChange={setSite}
          allowClear
          disabled={disabled}
          notFoundContent="该任务暂无面试地点"
          options={(sites.data ?? []).map((s) => ({ value: s.siteId, label: s.name }))}
        />
        {sites.isError && <QueryError compact text="面试地点加载失败" onRetry={sites.refetch} />}
        <Button onClick={submit} loading={isLoading} disabled={disabled}>
          保存
        </Button>
      </Space>
      {picked && (
        <Typography.Text type="secondary">
          {picked.address}
          {picked.contactName && ` · 联系人 ${picked.contactName}`}
          {picked.contactPhone && ` ${picked.contactPhone}`}
        </Typography.Text>
      )}
    </Space>
  );
}
