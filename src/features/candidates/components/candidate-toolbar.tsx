import { lazy, useState } from 'react';
import { Button, Space } from 'antd';
import { FileExcelOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { OnceOpened } from '@/components/ui/once-opened';
import type { DegreeOption } from './candidate-fields';

// The three dialogs (the form's date picker, the uploads) load when first opened, not with the list.
const CandidateFormModal = lazy(() => import('./candidate-form-modal').then((m) => ({ default: m.CandidateFormModal })));
const BatchImportModal = lazy(() => import('./batch-import-modal').then((m) => ({ default: m.BatchImportModal })));
const ResumeUploadModal = lazy(() => import('./resume-upload-modal').then((m) => ({ default: m.ResumeUploadModal })));

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
      <OnceOpened open={open === 'add'}>
        <CandidateFormModal open={open === 'add'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
      </OnceOpened>
      <OnceOpened open={open === 'import'}>
        <BatchImportModal open={open === 'import'} orderId={orderId} onClose={() => setOpen(null)} />
      </OnceOpened>
      <OnceOpened open={open === 'resume'}>
        <ResumeUploadModal open={open === 'resume'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
      </OnceOpened>
    </Space>
  );
}
