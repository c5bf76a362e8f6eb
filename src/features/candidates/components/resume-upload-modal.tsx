import { useCallback, useRef, useState } from 'react';
import { Alert, Button, List, Modal, Progress, Space, Tag, Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { BULK_RESUME_ACCEPT, FILE_LIMITS } from '@contract/files.meta';
import { fileProblem } from '@/lib/file-check';
import { bulkParseResumes, parseResume } from '../resumes';
import type { BulkItem } from '../resumes';
import { useUploadQueue } from '../use-upload-queue';
import type { DegreeOption } from './candidate-fields';
import { RESUME_RULE } from './resume-field';
import { ResumeReview } from './resume-review';
import { useApp } from '@/components/ui/app-feedback';

const ZIP_RULE = { extensions: ['.zip'], maxBytes: FILE_LIMITS.zipMaxBytes, kindsLabel: 'ZIP' } as const;
const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/** One file → its items: a resume gives one draft, a zip one item per entry (bad entries carry their error). */
async function uploadFile(file: File): Promise<BulkItem[]> {
  if (isZip(file)) return (await bulkParseResumes([file])).items;
  const draft = await parseResume(file);
  return [{ fileName: draft.fileName, ok: true, draft }];
}

export interface ResumeUploadModalProps {
  open: boolean;
  orderId: string;
  degrees: readonly DegreeOption[];
  onClose: () => void;
}

/**
 * Resumes → candidates: pick one or several files (or a zip), watch them upload, then review each parsed draft
 * and submit it. A bad file shows its error and the others go on.
 */
export function ResumeUploadModal({ open, orderId, degrees, onClose }: ResumeUploadModalProps) {
  const { modal } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const upload = useCallback(uploadFile, []);
  const queue = useUploadQueue(upload);
  const [refused, setRefused] = useState<string[]>([]);
  const [handled, setHandled] = useState<Record<string, 'submitted' | 'skipped'>>({});

  const items = queue.items.flatMap((item) => item.result ?? []);
  const drafts = items.filter((i) => i.ok && i.draft).map((i) => i.draft!);
  const pending = drafts.filter((d) => !handled[d.fileId]);
  const current = queue.running ? undefined : pending[0];
  const failures = [
    ...refused,
    ...queue.items.filter((i) => i.state === 'failed').map((i) => `「${i.file.name}」${i.error ?? '上传失败'}`),
    ...items.filter((i) => !i.ok).map((i) => `「${i.fileName}」${i.errorMsg ?? '无法识别'}`),
  ];

  const pick = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    const bad = files.map((f) => fileProblem(f, isZip(f) ? ZIP_RULE : RESUME_RULE)).filter((p): p is string => Boolean(p));
    setRefused((prev) => [...prev, ...bad]);
    const good = files.filter((f) => !fileProblem(f, isZip(f) ? ZIP_RULE : RESUME_RULE));
    if (good.length) void queue.start(good);
  };
  const close = () => {
    const finish = () => {
      queue.reset();
      setRefused([]);
      setHandled({});
      onClose();
    };
    if (pending.length === 0 || queue.running) return finish();
    modal.confirm({
      title: '还有简历未审核',
      content: `还有 ${pending.length} 份简历未提交，关闭后可在简历草稿中继续处理。确定关闭？`,
      okText: '关闭',
      cancelText: '继续审核',
      onOk: finish,
    });
  };
  const mark = (fileId: string, how: 'submitted' | 'skipped') => setHandled((prev) => ({ ...prev, [fileId]: how }));

  return (
    <Modal open={open} title="上传简历" onCancel={close} footer={null} width={720} mask={{ closable: false }} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <input
          ref={input}
          type="file"
          multiple
          accept={BULK_RESUME_ACCEPT}
          hidden
          aria-label="选择简历文件"
          onChange={(e) => pick(e.target.files)}
        />
        <Button icon={<InboxOutlined />} disabled={queue.running} onClick={() => input.current?.click()}>
          选择简历（可多选，或一个 ZIP 压缩包）
        </Button>
        <Typography.Text type="secondary">支持 PDF、DOCX、TXT，每份不超过 10 MB；ZIP 不超过 20 MB。</Typography.Text>
        {queue.items.length > 0 && (
          <Progress
            percent={queue.percent}
            status={queue.running ? 'active' : failures.length ? 'exception' : 'success'}
            aria-label="上传进度"
          />
        )}
        {failures.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`${failures.length} 个文件未能识别，其余文件不受影响`}
            description={
              <ul className="upload-failures">
                {failures.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            }
            action={
              queue.items.some((i) => i.state === 'failed') && (
                <Button size="small" onClick={() => queue.retryFailed()}>
                  重试失败的文件
                </Button>
              )
            }
          />
        )}
        {drafts.length > 0 && (
          <List
            size="small"
            header={`已识别 ${drafts.length} 份，待审核 ${pending.length} 份`}
            dataSource={drafts}
            renderItem={(d) => (
              <List.Item>
                {d.fileName}
                {handled[d.fileId] === 'submitted' ? (
                  <Tag color="green">已提交</Tag>
                ) : handled[d.fileId] === 'skipped' ? (
                  <Tag>已跳过</Tag>
                ) : (
                  <Tag color="blue">待审核</Tag>
                )}
              </List.Item>
            )}
          />
        )}
        {current && (
          <ResumeReview
            key={current.fileId}
            draft={current}
            orderId={orderId}
            degrees={degrees}
            position={`第 ${drafts.indexOf(current) + 1} / ${drafts.length} 份`}
            onDone={() => mark(current.fileId, 'submitted')}
            onSkip={() => mark(current.fileId, 'skipped')}
          />
        )}
        {!queue.running && drafts.length > 0 && pending.length === 0 && <Alert type="success" showIcon title="全部简历已处理" />}
      </Space>
    </Modal>
  );
}
