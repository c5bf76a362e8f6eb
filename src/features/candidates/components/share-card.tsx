import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { Result } from '@/components/ui/result';
import type { HttpErrorInfo } from '@/lib/http';
import { useShowTalentInfoQuery } from '../api';
import { timeOf } from '../format';
import { QueryError } from '@/components/ui/query-state';

/** The masked card a share link shows to anyone holding it; an expired or unknown token says so plainly. */
export function ShareCard({ token }: { token: string }) {
  const { data, error, isLoading, refetch } = useShowTalentInfoQuery({ token });
  if (isLoading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  const info = error as HttpErrorInfo | undefined;
  if (info && (info.code === 'E000404' || info.code === 'E000400')) {
    return <Result status="warning" title="分享链接已失效" subTitle="该链接已过期或不存在，请联系分享人重新生成。" />;
  }
  if (error || !data) {
    return <QueryError onRetry={refetch} />;
  }
  return (
    <Card title={`候选人：${data.name}`} extra={<Tag>{data.statusLabel}</Tag>}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="应聘任务">{data.taskTitle}</Descriptions.Item>
        <Descriptions.Item label="手机号">{data.mobile}</Descriptions.Item>
        <Descriptions.Item label="性别">{data.sexLabel}</Descriptions.Item>
        <Descriptions.Item label="年龄">{data.age}</Descriptions.Item>
        <Descriptions.Item label="学历">{data.degreeLabel}</Descriptions.Item>
        <Descriptions.Item label="教育经历">
          {data.education.map((e) => `${e.school} · ${e.degreeLabel}（${e.startMonth} 至 ${e.endMonth ?? '今'}）`).join('；') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="工作经历">
          {data.work.map((w) => `${w.company} · ${w.position}（${w.startMonth} 至 ${w.endMonth ?? '今'}）`).join('；') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="技能">{data.skills.join('、') || '—'}</Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">为保护隐私，部分信息已隐藏。链接 {timeOf(data.expiresAt)} 前有效。</Typography.Text>
    </Card>
  );
}
