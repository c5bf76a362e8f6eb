import { Suspense, useState } from 'react';
import { LightButton } from '@/components/light/button';
import type { ReasonDialogProps } from './reason-dialog';
import { lazyAntd } from './lazy-antd';

const { Dialog, preload } = lazyAntd(async () => (await import('./reason-dialog')).ReasonDialog);

interface Props extends Omit<ReasonDialogProps, 'onClose'> {
  primary?: boolean;
  small?: boolean;
  disabled?: boolean;
}

/** A button whose action is confirmed in a dialog first, with a reason when the action needs one. */
export function ReasonAction({ primary, small, disabled, ...dialog }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LightButton
        variant={primary ? 'primary' : 'default'}
        size={small ? 'small' : undefined}
        danger={dialog.danger}
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {dialog.label}
      </LightButton>
      {open && (
        <Suspense fallback={null}>
          <Dialog {...dialog} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
