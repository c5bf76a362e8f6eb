import { LightButton } from '@/components/light/button';
import { LightSpace } from '@/components/light/space';
import type { SignatureRecord } from '@contract/agreements';
import { recordRows } from './signature-record';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapes[c]);

/**
 * The signed contract as a standalone .html document with its signature record. Its own CSP forbids scripts, so
 * the saved file stays as inert as the page that showed it.
 */
export function signedDocument(title: string, cleanHtml: string, record: SignatureRecord, party?: string): string {
  const rows = recordRows(record, party)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https:; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:800px;margin:2em auto;line-height:1.7}table{border-collapse:collapse}th,td{border:1px solid #999;padding:4px 8px;text-align:left}</style>
</head><body><h1>${escapeHtml(title)}</h1>
${cleanHtml}
<h2>签署记录</h2><table>${rows}</table>
</body></html>`;
}

export interface DocumentActionsProps {
  title: string;
  cleanHtml: string | null;
  record: SignatureRecord;
  party?: string;
}

/** Print (the print stylesheet shows the contract and its record only) or save as an .html document. */
export function DocumentActions({ title, cleanHtml, record, party }: DocumentActionsProps) {
  const save = () => {
    if (cleanHtml === null) return;
    const blob = new Blob([signedDocument(title, cleanHtml, record, party)], { type: 'text/html;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${title.replace(/[\\/:*?"<>|\s]+/g, '_')}.html`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <LightSpace className="no-print">
      <LightButton onClick={() => window.print()}>打印</LightButton>
      <LightButton onClick={save} disabled={cleanHtml === null}>
        保存为文档
      </LightButton>
    </LightSpace>
  );
}
