import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { DegreeOption } from './candidate-fields';
import { CandidateFormModal } from './candidate-form-modal';
import { ResumeUploadModal } from './resume-upload-modal';

export interface CandidateToolbarProps {
  orderId: string;
  degrees: readonly DegreeOption[];
}

/** The ways to submit people to the order: by hand, from resumes. */
export function CandidateToolbar({ orderId, degrees }: CandidateToolbarProps) {
  const [open, setOpen] = useState<'add' | 'resume' | null>(null);
  return (
    <Space wrap>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('add')}>
        添加候选人
      </Button>
      <Button icon={<UploadOutlined />} onClick={() => setOpen('resume')}>
        上传简历
      </Button>
      <CandidateFormModal open={open === 'add'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
      <ResumeUploadModal open={open === 'resume'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
    </Space>
  );
}
