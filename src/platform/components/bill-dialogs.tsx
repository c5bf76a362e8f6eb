import { Suspense, useState } from 'react';
import { LightButton } from '@/components/light/button';
import { lazyAntd } from './lazy-antd';

const issue = lazyAntd(async () => (await import('./issue-bill-dialog')).IssueBillDialog);
const correct = lazyAntd(async () => (await import('./correct-bill-dialog')).CorrectBillDialog);

/** 出具账单: its dialog (order, period, the attendance sheet) loads when first opened. */
export function IssueBill() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LightButton variant="primary" onPointerEnter={issue.preload} onFocus={issue.preload} onClick={() => setOpen(true)}>
        出具账单
      </LightButton>
      {open && (
        <Suspense fallback={null}>
          <issue.Dialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** 出具更正账单: the disputed bill's lines, edited in a dialog loaded when first opened. */
export function CorrectBill({ settlementId }: { settlementId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LightButton size="small" onPointerEnter={correct.preload} onFocus={correct.preload} onClick={() => setOpen(true)}>
        出具更正账单
      </LightButton>
      {open && (
        <Suspense fallback={null}>
          <correct.Dialog settlementId={settlementId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
