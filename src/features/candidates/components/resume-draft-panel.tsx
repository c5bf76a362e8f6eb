import { Alert, Button, Drawer, Empty, Skeleton, Space, Typography } from 'antd';
import { useApp } from '@/components/ui/app-feedback';
import { beijingTime } from '@/lib/time';
import { useDiscardResumeDraftMutation, useResumeDraftListQuery } from '../api';
import type { ResumeDraft } from '../resumes';
import { ConfidenceTag } from './candidate-fields';
import type { DegreeOption } from './candidate-fields';
import { DRAFT_PAGE, draftFacts } from './resume-draft-facts';

export interface ResumeDraftPanelProps {
  open: boolean;
  degrees: readonly DegreeOption[];
  /** Opens the add-candidate form filled from this draft. */
  onReview: (draft: ResumeDraft) => void;
  onClose: () => void;
}

/**
 * The review queue: every parsed résumé not yet submitted (left by 上传简历 or by the add form's résumé field),
 * with what was read and how sure the parser was; each is reviewed in the add-candidate form or thrown away.
 */
export function ResumeDraftPanel({ open, degrees, onReview, onClose }: ResumeDraftPanelProps) {
  const { modal, message } = useApp();
  const { data, isLoading, isError, refetch } = useResumeDraftListQuery(DRAFT_PAGE, { skip: !open });
  const [discard] = useDiscardResumeDraftMutation();

  const confirmDiscard = (draft: ResumeDraft, title: string) =>
    modal.confirm({
      title: `删除简历草稿「${title}」？`,
      content: `「${draft.fileName}」的识别结果将被删除，不能恢复；已提交的候选人不受影响。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await discard({ fileId: draft.fileId }).unwrap();
        message.success('简历草稿已删除');
      },
    });

  const drafts = data?.list ?? [];
  let body;
  if (isLoading) body = <Skeleton active />;
  else if (isError && !data)
    body = (
      <Alert
        type="error"
        showIcon
        title="简历草稿加载失败"
        action={
          <Button size="small" onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  else if (drafts.length === 0) body = <Empty description="没有待审核的简历草稿" />;
  else
    body = (
      <ul className="resume-draft-list" aria-label="待审核的简历草稿">
        {drafts.map((draft) => {
          const facts = draftFacts(draft, degrees);
          return (
            <li key={draft.fileId} className="resume-draft-item">
              <div className="resume-draft-head">
                <Typography.Text strong>{facts.title}</Typography.Text>
                <ConfidenceTag value={facts.confidence} />
              </div>
              <Typography.Text type="secondary" className="resume-draft-file" title={draft.fileName}>
                {draft.fileName} · 上传于 {beijingTime(draft.createdAt)}
              </Typography.Text>
              <div>{facts.read}</div>
              {facts.doubts && <Typography.Text type="warning">{facts.doubts}</Typography.Text>}
              <Space className="resume-draft-actions">
                <Button type="primary" aria-label={`审核并提交「${facts.title}」`} onClick={() => onReview(draft)}>
                  审核并提交
                </Button>
                <Button danger aria-label={`删除「${facts.title}」`} onClick={() => confirmDiscard(draft, facts.title)}>
                  删除
                </Button>
              </Space>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Drawer open={open} onClose={onClose} title={`简历草稿${data ? `（${data.total}）` : ''}`} size={560}>
      <Typography.Paragraph type="secondary">上传后尚未提交的简历。审核时可修改识别结果，提交后即从这里移除。</Typography.Paragraph>
      {data && data.total > drafts.length && (
        <Typography.Paragraph>显示最近 {drafts.length} 份，提交或删除后显示其余的。</Typography.Paragraph>
      )}
      {body}
    </Drawer>
  );
}
