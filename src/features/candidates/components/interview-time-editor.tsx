import { Button, DatePicker, Form, Select, Space, Typography } from 'antd';
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

interface Choice {
  when: Dayjs | null;
  site?: string;
}

/** When and where the candidate would like to be interviewed (the sites of the order's task). */
export function InterviewTimeEditor({ candidateId, orderId, time, siteId, disabled }: InterviewTimeEditorProps) {
  const { message } = useApp();
  const [form] = Form.useForm<Choice>();
  const site = Form.useWatch('site', form) ?? siteId ?? undefined;
  const sites = useSelectSiteListQuery({ orderId });
  const [save, { isLoading }] = useSetExpectedInterviewTimeMutation();
  const submit = async ({ when, site: chosen }: Choice) => {
    try {
      await save({
        candidateId,
        expectedInterviewTime: when ? pickedInstant(when) : null,
        ...(when && chosen ? { siteId: chosen } : {}),
      }).unwrap();
      message.success(when ? '期望面试时间已保存' : '期望面试时间已清除');
    } catch {
      // Toasted by the http layer; the choice stays.
    }
  };
  const picked = sites.data?.find((s) => s.siteId === site);
  return (
    <Form form={form} name="interview-time" initialValues={{ when: pickerValue(time), site: siteId ?? undefined }} onFinish={submit}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Form.Item name="when" noStyle>
            <DatePicker
              aria-label="期望面试时间"
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabled={disabled}
              {...FUTURE_ONLY}
            />
          </Form.Item>
          <Form.Item name="site" noStyle>
            <Select
              aria-label="面试地点"
              placeholder={sites.isError ? '面试地点加载失败' : '选择面试地点'}
              style={{ minWidth: 200 }}
              loading={sites.isLoading}
              allowClear
              disabled={disabled}
              notFoundContent="该任务暂无面试地点"
              options={(sites.data ?? []).map((s) => ({ value: s.siteId, label: s.name }))}
            />
          </Form.Item>
          {sites.isError && <QueryError compact text="面试地点加载失败" onRetry={sites.refetch} />}
          <Button htmlType="submit" loading={isLoading} disabled={disabled}>
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
    </Form>
  );
}
