import { useEffect, useState } from 'react';
import { setConsoleToaster } from '../http/notify';

interface Toast {
  id: number;
  kind: 'error' | 'success';
  text: string;
}

let next = 0;

/**
 * The console's messages: plain markup (the frame loads no antd), errors said assertively, the rest politely; each
 * goes after a few seconds, and the same text is never stacked twice.
 */
export function Toasts({ seconds = 4 }: { seconds?: number }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const show = (kind: Toast['kind']) => (text: string) => {
      const id = ++next;
      setToasts((all) => [...all.filter((t) => t.text !== text), { id, kind, text }]);
      setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), seconds * 1000);
    };
    setConsoleToaster({ error: show('error'), success: show('success') });
  }, [seconds]);
  return (
    <>
      <div className="console-toasts" role="alert" aria-live="assertive">
        {toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <p key={t.id} className="console-toast console-toast-error">
              {t.text}
            </p>
          ))}
      </div>
      <div className="console-toasts console-toasts-polite" role="status" aria-live="polite">
        {toasts
          .filter((t) => t.kind === 'success')
          .map((t) => (
            <p key={t.id} className="console-toast console-toast-success">
              {t.text}
            </p>
          ))}
      </div>
    </>
  );
}
