import { useState } from 'react';
import { Button, Descriptions, Divider, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { Result } from '@/components/ui/result';
import { EditOutlined } from '@ant-design/icons';
import { EDITABLE_STATUSES } from '@contract/candidates.meta';
import type { HttpErrorInfo } from '@/lib/http';
import { useDetailLookQuery } from '../api';
import { SEX_LABELS, STATUS_COLORS, timeOf } from '../format';
import type { DegreeOption } from './candidate-fields';
import { CandidateFormModal } from './candidate-form-modal';
import { CandidateTimeline } from './candidate-timeline';
import { DetailEditor } from './detail-editor';
import { InterviewTimeEditor } from './interview-time-editor';
import { RemarkEditor } from './remark-editor';
import { ResumeDownload } from './resume-download';
import { ShareButton } from './share-button';
import { QueryError } from '@/components/ui/query-state';

export interface CandidateDrawerProps {
  candidateId: string | null;
  orderId: string;
  degrees: readonly DegreeOption[];
  canEdit: boolean;
  onClose: () => void;
}

const degreeLabel = (degrees: readonly DegreeOption[], code: string) => degrees.find((d) => d.code === code)?.label ?? code;

/** One candidate: fields, timeline, résumé detail, remark, expected interview, update while submitted, share. */
export function CandidateDrawer({ candidateId, orderId, degrees, canEdit, onClose }: CandidateDrawerProps) {
  const { data, error, isLoading, isFetching, refetch } = useDetailLookQuery({ candidateId: candidateId ?? '' }, { skip: !candidateId });
  const [editing, setEditing] = useState<'fields' | 'detail' | null>(null);
  const shown = data && data.candidateId === candidateId ? data : undefined;
  const editable = Boolean(shown && canEdit && EDITABLE_STATUSES.includes(shown.status));

  let body;
  if (isLoading || (isFetching && !shown)) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if ((error as HttpErrorInfo | undefined)?.code === 'E000404')
    body = <Result status="404" title="候选人不存在" subTitle="该候选人不存在，或不属于您的企业。" />;
  else if (error || !shown) body = <QueryError text="候选人加载失败" onRetry={refetch} />;
  else {
    const c = shown;
    body = (
      <>
        <Space style={{ marginBottom: 16 }} wrap>
          <Tag color={STATUS_COLORS[c.status]}>{c.statusLabel}</Tag>
          {c.rejectReason && <Typography.Text type="danger">原因：{c.rejectReason}</Typography.Text>}
          {editable && (
            <Button icon={<EditOutlined />} onClick={() => setEditing('fields')}>
              修改信息
            </Button>
          )}
          <ShareButton candidateId={c.candidateId} />
        </Space>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
          <Descriptions.Item label="候选人编号">{c.candidateId}</Descriptions.Item>
          <Descriptions.Item label="任务">{c.taskTitle}</Descriptions.Item>
          <Descriptions.Item label="手机号">{c.mobile}</Descriptions.Item>
          <Descriptions.Item label="身份证号">{c.idNumber}</Descriptions.Item>
          <Descriptions.Item label="出生日期">{c.birthDate}</Descriptions.Item>
          <Descriptions.Item label="性别">{SEX_LABELS[c.sex]}</Descriptions.Item>
          <Descriptions.Item label="年龄">{c.age}</Descriptions.Item>
          <Descriptions.Item label="学历">{c.degreeLabel}</Descriptions.Item>
          <Descriptions.Item label="推荐人">{c.submittedBy.userName}</Descriptions.Item>
          <Descriptions.Item label="推荐时间">{timeOf(c.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label="简历">
            {c.resumeFileId ? <ResumeDownload fileId={c.resumeFileId} name={c.name} /> : '未上传'}
          </Descriptions.Item>
        </Descriptions>
        <Divider titlePlacement="start">期望面试</Divider>
        <InterviewTimeEditor
          key={`interview-${c.candidateId}-${c.expectedInterviewTime}-${c.siteId}`}
          candidateId={c.candidateId}
          orderId={orderId}
          time={c.expectedInterviewTime}
          siteId={c.siteId}
          disabled={!canEdit}
        />
        <Divider titlePlacement="start">备注</Divider>
        <RemarkEditor key={`remark-${c.candidateId}-${c.remark}`} candidateId={c.candidateId} remark={c.remark} disabled={!canEdit} />
        <Divider titlePlacement="start">简历详情</Divider>
        {c.detail ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="教育经历">
              {c.detail.education
                .map(
                  (e) =>
                    `${e.school}${e.major ? ` · ${e.major}` : ''} · ${degreeLabel(degrees, e.degree)}（${e.startMonth} 至 ${e.endMonth ?? '今'}）`,
                )
                .join('；') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="工作经历">
              {c.detail.work.map((w) => `${w.company} · ${w.position}（${w.startMonth} 至 ${w.endMonth ?? '今'}）`).join('；') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="技能">{c.detail.skills.join('、') || '—'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无教育、工作经历和技能" />
        )}
        {canEdit && (
          <Button onClick={() => setEditing('detail')} style={{ marginTop: 8 }}>
            {c.detail ? '编辑简历详情' : '添加简历详情'}
          </Button>
        )}
        <Divider titlePlacement="start">状态记录</Divider>
        <CandidateTimeline entries={c.timeline} />
        <CandidateFormModal
          open={editing === 'fields'}
          orderId={orderId}
          degrees={degrees}
          candidate={c}
          onClose={() => setEditing(null)}
        />
        <DetailEditor
          open={editing === 'detail'}
          candidateId={c.candidateId}
          detail={c.detail}
          degrees={degrees}
          onClose={() => setEditing(null)}
        />
      </>
    );
  }

  return (
    <Drawer open={Boolean(candidateId)} onClose={onClose} title={shown ? `候选人：${shown.name}` : '候选人'} size={720} destroyOnHidden>
      {body}
    </Drawer>
  );
}
