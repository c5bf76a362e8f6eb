import { useCallback, useRef, useState, type ReactNode } from 'react';
import { LightButton } from '@/components/light/button';
import { LightCheckbox } from '@/components/light/checkbox';
import { LightText } from '@/components/light/text';
import { SanitizedContract } from './sanitized-contract';
import './agreements.css';
import { useApp } from '@/components/ui/app-feedback';

/** How close to the bottom counts as "read to the end" (sub-pixel scroll positions never reach it exactly). */
const END_SLACK_PX = 8;

export interface ReadAndSignProps {
  html: string;
  signed: boolean;
  /** What the confirmation names: "确认签署《…》？". */
  documentName: string;
  onSign: () => Promise<unknown>;
  signing: boolean;
  /** Above the text, printed with it (title, parties, order). */
  heading?: ReactNode;
  /** Shown under the text once signed (the signature record and the document actions). */
  signedFooter?: (cleanHtml: string | null) => ReactNode;
}

/**
 * The contract in a scrollable reader (keyboard: focus it, then arrows / Page Down / End). Signing becomes possible
 * only after the reader reached the end and the consent is ticked, and asks for a confirmation first.
 */
export function ReadAndSign({ html, signed, documentName, onSign, signing, heading, signedFooter }: ReadAndSignProps) {
  const { modal } = useApp();
  const reader = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  const [consent, setConsent] = useState(false);
  const [clean, setClean] = useState<string | null>(null);

  const checkEnd = useCallback(() => {
    const el = reader.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK_PX) setReadToEnd(true);
  }, []);
  const rendered = useCallback(
    (c: string) => {
      setClean(c);
      // A text shorter than the reader is read as soon as it is shown.
      requestAnimationFrame(checkEnd);
    },
    [checkEnd],
  );

  const confirm = () =>
    modal.confirm({
      title: '确认签署',
      content: `确认签署《${documentName}》？签署后将记录签署人、签署时间、签署地址及合同文本摘要，不可撤回。`,
      okText: '确认签署',
      cancelText: '再看看',
      onOk: () => onSign().catch(() => undefined),
    });

  return (
    <div className="contract-print-area">
      {heading}
      <div ref={reader} className="contract-reader" tabIndex={0} role="document" aria-label={documentName} onScroll={checkEnd}>
        <SanitizedContract html={html} onRendered={rendered} />
      </div>
      {signed ? (
        signedFooter?.(clean)
      ) : (
        <div className="contract-sign-bar no-print">
          <LightText type={readToEnd ? 'success' : 'secondary'}>{readToEnd ? '已阅读至末尾' : '请滚动阅读至合同末尾后再签署'}</LightText>
          <LightCheckbox checked={consent} disabled={!readToEnd} onChange={setConsent}>
            我已阅读并同意以上全部内容
          </LightCheckbox>
          <LightButton variant="primary" disabled={!readToEnd || !consent} loading={signing} onClick={confirm}>
            签署
          </LightButton>
        </div>
      )}
    </div>
  );
}
