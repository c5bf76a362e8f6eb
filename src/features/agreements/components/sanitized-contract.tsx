import { useEffect, useState } from 'react';
import { LightSkeleton } from '@/components/light/skeleton';
import { QueryError } from '@/components/ui/query-state';
import { loadPurifier } from '../purify';

export interface SanitizedContractProps {
  html: string;
  /** The HTML as it was put into the page (after DOMPurify), once it is there. */
  onRendered?: (clean: string) => void;
}

/** The contract's HTML, sanitised again in the browser by DOMPurify (loaded lazily) before it reaches the DOM. */
export function SanitizedContract({ html, onRendered }: SanitizedContractProps) {
  const [clean, setClean] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setClean(null);
    setFailed(false);
    loadPurifier().then(
      (purify) => live && setClean(purify(html)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [html, attempt]);

  useEffect(() => {
    if (clean !== null) onRendered?.(clean);
  }, [clean, onRendered]);

  if (failed) return <QueryError text="合同显示组件加载失败" onRetry={() => setAttempt((n) => n + 1)} />;
  if (clean === null) return <LightSkeleton rows={8} />;
  return <div className="contract-document-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
