import { useState } from 'react';
import { LightButton } from '@/components/light/button';
import { LightIcon } from '@/components/light/icon';
import { FileExcelOutlined } from '@/components/light/icons/file-excel-outlined';
import { PlusOutlined } from '@/components/light/icons/plus-outlined';
import { UploadOutlined } from '@/components/light/icons/upload-outlined';
import { preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';
import { OnceOpened } from '@/components/ui/once-opened';
import { useSharedDispatch } from '@/lib/state/hooks';
import { candidatesApi, useResumeDraftListQuery } from '../api';
import type { ResumeDraft } from '../resumes';
import type { CandidateFormModalProps } from './candidate-form-modal';
import type { ResumeUploadModalProps } from './resume-upload-modal';
import type { ResumeDraftPanelProps } from './resume-draft-panel';
import type { DegreeOption } from './candidate-fields';
import { DRAFT_PAGE } from './resume-draft-facts';

// The dialogs and the drafts panel (antd: the form's date picker, the uploads, the list) load, in AntdScope, when
// first wanted — the pointer over or the focus on their button starts it — not with the list, drawn without antd.
const CandidateFormModal = preloadableLazy(
  withAntdScope<CandidateFormModalProps>(() => import('./candidate-form-modal').then((m) => ({ default: m.CandidateFormModal }))),
);
const BatchImportModal = preloadableLazy(
  withAntdScope<{ open: boolean; orderId: string; onClose: () => void }>(() =>
    import('./batch-import-modal').then((m) => ({ default: m.BatchImportModal })),
  ),
);
const ResumeUploadModal = preloadableLazy(
  withAntdScope<ResumeUploadModalProps>(() => import('./resume-upload-modal').then((m) => ({ default: m.ResumeUploadModal }))),
);
const ResumeDraftPanel = preloadableLazy(
  withAntdScope<ResumeDraftPanelProps>(() => import('./resume-draft-panel').then((m) => ({ default: m.ResumeDraftPanel }))),
);

export interface CandidateToolbarProps {
  orderId: string;
  degrees: readonly DegreeOption[];
}

/** The ways to submit people to the order: by hand, from resumes, from the drafts parsed earlier. */
export function CandidateToolbar({ orderId, degrees }: CandidateToolbarProps) {
  const [open, setOpen] = useState<'add' | 'resume' | 'import' | 'drafts' | null>(null);
  // The draft under review stays set while its form animates closed (its title and fields do not flicker).
  const [review, setReview] = useState<{ draft: ResumeDraft; open: boolean } | null>(null);
  const drafts = useResumeDraftListQuery(DRAFT_PAGE);
  const dispatch = useSharedDispatch();
  const draftCount = drafts.data?.total ?? 0;
  const preload = (dialog: { preload(): Promise<void> }) => ({
    onPointerEnter: () => void dialog.preload(),
    onFocus: () => void dialog.preload(),
  });
  // A résumé parsed in a dialog and not submitted stays a draft: the queue is read again when the dialog closes.
  const closeAndRecount = () => {
    setOpen(null);
    dispatch(candidatesApi.util.invalidateTags(['ResumeDraft']));
  };
  return (
    <div className="candidate-toolbar">
      <LightButton
        variant="primary"
        icon={<LightIcon icon={PlusOutlined} />}
        {...preload(CandidateFormModal)}
        onClick={() => setOpen('add')}
      >
        添加候选人
      </LightButton>
      <LightButton icon={<LightIcon icon={UploadOutlined} />} {...preload(ResumeUploadModal)} onClick={() => setOpen('resume')}>
        上传简历
      </LightButton>
      <LightButton {...preload(ResumeDraftPanel)} onClick={() => setOpen('drafts')} aria-haspopup="dialog">
        简历草稿{drafts.data ? `（${draftCount}）` : ''}
      </LightButton>
      <LightButton icon={<LightIcon icon={FileExcelOutlined} />} {...preload(BatchImportModal)} onClick={() => setOpen('import')}>
        批量导入
      </LightButton>
      <OnceOpened open={open === 'add'}>
        <CandidateFormModal open={open === 'add'} orderId={orderId} degrees={degrees} onClose={closeAndRecount} />
      </OnceOpened>
      <OnceOpened open={open === 'import'}>
        <BatchImportModal open={open === 'import'} orderId={orderId} onClose={() => setOpen(null)} />
      </OnceOpened>
      <OnceOpened open={open === 'resume'}>
        <ResumeUploadModal open={open === 'resume'} orderId={orderId} degrees={degrees} onClose={closeAndRecount} />
      </OnceOpened>
      <OnceOpened open={open === 'drafts'}>
        <ResumeDraftPanel
          open={open === 'drafts'}
          degrees={degrees}
          onReview={(draft) => setReview({ draft, open: true })}
          onClose={() => setOpen(null)}
        />
      </OnceOpened>
      <OnceOpened open={Boolean(review?.open)}>
        <CandidateFormModal
          open={Boolean(review?.open)}
          orderId={orderId}
          degrees={degrees}
          draft={review?.draft}
          onClose={() => setReview((r) => r && { ...r, open: false })}
        />
      </OnceOpened>
    </div>
  );
}
