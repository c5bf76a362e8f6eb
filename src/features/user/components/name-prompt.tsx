import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hasOwnName } from '@contract/user.meta';
import { LightButton } from '@/components/light/button';
import { paths } from '@/config/paths';
import { useSharedSelector } from '@/lib/state/hooks';
import { namePromptDone, useNamePromptDue } from '@/lib/state/name-prompt';
import { NameForm } from './name-form';

/**
 * Right after a login of an account known only by its placeholder (用户NNNN): a small dialog asks the person's
 * name, which signing records, the audit trail, invitations and member lists then show. 稍后再说 skips it until
 * the next login. Not on an invitation's page (joining names the invitee). A native modal <dialog>, plain markup.
 */
export function NamePrompt() {
  const due = useNamePromptDue();
  const { token, userName } = useSharedSelector((s) => s.global);
  const { pathname } = useLocation();
  const open = due && Boolean(token) && !hasOwnName(userName) && !pathname.startsWith(paths.accountActivation) && pathname !== paths.login;
  const box = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // jsdom has no showModal
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog ref={box} className="name-prompt" aria-labelledby="name-prompt-title" onClose={namePromptDone}>
      {open && (
        <div className="name-prompt-panel">
          <h2 id="name-prompt-title" className="name-prompt-title">
            请填写您的姓名
          </h2>
          <p className="name-prompt-hint">签署协议、操作记录和成员列表将显示这个姓名，而不是「{userName}」。</p>
          <NameForm
            initial=""
            submitLabel="保存"
            onDone={namePromptDone}
            extra={
              <LightButton variant="default" onClick={namePromptDone}>
                稍后再说
              </LightButton>
            }
          />
        </div>
      )}
    </dialog>
  );
}
