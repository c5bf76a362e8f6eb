import { useRef, useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_LIMITS, RESUME_ACCEPT } from '@contract/files.meta';
import { fileProblem } from '@/lib/file-check';
import { parseResume } from '../resumes';
import type { ResumeDraft } from '../resumes';

export const RESUME_RULE = {
  extensions: ['.pdf', '.docx', '.txt'],
  maxBytes: FILE_LIMITS.resumeMaxBytes,
  kindsLabel: 'PDF、DOCX 或 TXT',
} as const;

export interface ResumeFieldProps {
  fileId?: string;
  onChange: (fileId: string | undefined) => void;
  /** Called with the parsed draft, e.g. to offer filling empty fields from it. */
  onParsed?: (draft: ResumeDraft) => void;
}

/** Attach a resume to the form: checked here (type, ≤ 10 MB), stored and read by the server. */
export function ResumeField({ fileId, onChange, onParsed }: ResumeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const reason = fileProblem(file, RESUME_RULE);
    setProblem(reason);
    if (reason) return;
    setBusy(true);
    try {
      const draft = await parseResume(file);
      setName(draft.fileName);
      onChange(draft.fileId);
      onParsed?.(draft);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '简历上传失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <input
          ref={input}
          type="file"
          accept={RESUME_ACCEPT}
          hidden
          aria-label="选择简历文件"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {fileId ? '更换简历' : '上传简历'}
        </Button>
        {fileId && (
          <Typography.Text>
            <PaperClipOutlined /> {name ?? '已附简历'}{' '}
            <Button type="link" size="small" onClick={() => onChange(undefined)}>
              移除
            </Button>
          </Typography.Text>
        )}
      </Space>
      <Typography.Text type="secondary">支持 PDF、DOCX、TXT，不超过 10 MB</Typography.Text>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Space>
  );
}
