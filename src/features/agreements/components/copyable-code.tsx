import { useEffect, useState } from 'react';
import { LightIcon } from '@/components/light/icon';
import { CheckOutlined } from '@/components/light/icons/check-outlined';
import { CopyOutlined } from '@/components/light/icons/copy-outlined';

/** How long the copy button shows its tick, as antd's copyable text. */
const COPIED_MS = 3000;

/** Text in code style with a copy button after it: antd's `Typography.Text code copyable`, in plain markup. */
export function CopyableCode({ text, className }: { text: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  // The clipboard helper comes with the first copy (it is not part of the page's first load).
  const copy = async () => setCopied(await (await import('@/lib/clipboard')).copyText(text));
  return (
    <span className={`copyable-code${className ? ` ${className}` : ''}`}>
      <code>{text}</code>
      <button
        type="button"
        className={`copyable-code-button${copied ? ' copyable-code-copied' : ''}`}
        aria-label={copied ? '复制成功' : '复制'}
        title={copied ? '复制成功' : '复制'}
        onClick={() => void copy()}
      >
        <LightIcon icon={copied ? CheckOutlined : CopyOutlined} />
      </button>
    </span>
  );
}
