import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * HTML from the content service, sanitised by DOMPurify before it reaches the DOM: no script, no event
 * handlers, no javascript: links.
 */
export function SanitizedHtml({ html, className = 'article-content' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
