import { useState } from 'react';
import { LightButton } from '@/components/light/button';
import { LightIcon } from '@/components/light/icon';
import { FileExcelOutlined } from '@/components/light/icons/file-excel-outlined';
import { PlusOutlined } from '@/components/light/icons/plus-outlined';
import { UploadOutlined } from '@/components/light/icons/upload-outlined';
import { preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';
import { OnceOpened } from '@/components/ui/once-opened';
import type { CandidateFormModalProps } from './candidate-form-modal';
import type { ResumeUploadModalProps } from './resume-upload-modal';
import type { DegreeOption } from './candidate-fields';

// The three dialogs (antd: the form's date picker, the uploads) load, in AntdScope, when first wanted — the pointer
// over or the focus on their button starts it — not with the list, which is drawn without antd.
const CandidateFormModal = preloadableLazy(withAntdScope<CandidateFormModalProps>(() => import('./candidate-form-modal').then((m) => ({ default: m.CandidateFormModal }))));
const BatchImportModal = preloadableLazy(withAntdScope<{ open: boolean; orderId: string; onClose: () => void }>(() => import('./batch-import-modal').then((m) => ({ default: m.BatchImportModal }))));
const ResumeUploadModal = preloadableLazy(withAntdScope<ResumeUploadModalProps>(() => import('./resume-upload-modal').then((m) => ({ default: m.ResumeUploadModal }))));

export interface CandidateToolbarProps {
  orderId: string;
  degrees: readonly DegreeOption[];
}

/** The ways to submit people to the order: by hand, from resumes. */
export function CandidateToolbar({ orderId, degrees }: CandidateToolbarProps) {
  const [open, setOpen] = useState<'add' | 'resume' | 'import' | null>(null);
  const preload = (dialog: { preload(): Promise<void> }) => ({ onPointerEnter: () => void dialog.preload(), onFocus: () => void dialog.preload() });
  return (
    <div className="candidate-toolbar">
      <LightButton variant="primary" icon={<LightIcon icon={PlusOutlined} />} {...preload(CandidateFormModal)} onClick={() => setOpen('add')}>
        添加候选人
      </LightButton>
      <LightButton icon={<LightIcon icon={UploadOutlined} />} {...preload(ResumeUploadModal)} onClick={() => setOpen('resume')}>
        上传简历
      </LightButton>
      <LightButton icon={<LightIcon icon={FileExcelOutlined} />} {...preload(BatchImportModal)} onClick={() => setOpen('import')}>
        批量导入
      </LightButton>
      <OnceOpened open={open === 'add'}>
        <CandidateFormModal open={open === 'add'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
      </OnceOpened>
      <OnceOpened open={open === 'import'}>
        <BatchImportModal open={open === 'import'} orderId={orderId} onClose={() => setOpen(null)} />
      </OnceOpened>
      <OnceOpened open={open === 'resume'}>
        <ResumeUploadModal open={open === 'resume'} orderId={orderId} degrees={degrees} onClose={() => setOpen(null)} />
      </OnceOpened>
    </div>
  );
}
