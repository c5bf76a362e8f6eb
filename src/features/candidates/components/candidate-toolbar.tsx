import { useState } from 'react';
import { Button, Space } from 'antd';
import { FileExcelOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { BatchImportModal } from './batch-import-modal';
import type { DegreeOption } from './candidate-fields';
import { CandidateFormModal } from './candidate-form-modal';
import { ResumeUploadModal } from './resume-upload-modal';

export interface CandidateToolbarProps {
  orderId: string;
  degrees: readonly DegreeOption[];
}

/** The ways to submit people to the order: by hand, from resumes. */
export function CandidateToolbar({ orderId, degrees }: CandidateToolbarProps) {
  const [open, setOpen] = useState<'add' | 'resume' | 'import' | null>(null);
  return (
    <Space wrap>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('add')}>
        添加候选人
      </Button>
      <Button icon={<UploadOutlined />} onClick={() => setOpen('resume')}>
        上传简历
      </Button>
      <Button icon={<FileExcelOutlined />} onClick={() => setOpen('import')}>
        批量导入
      </Button>
      <CandidateFormModal open={open === 'add'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
      <BatchImportModal open={open === 'import'} orderId={orderId} onClose={() => setOpen(null)} />
      <ResumeUploadModal open={open === 'resume'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
    </Space>
  );
}
