const MAX_NAME_CHARS = 100;

/**
 * A file name safe to store and to send back: no directories, no control, bidi-override or reserved
 * characters, at most 100 characters, and the extension of what the bytes are (a `.pdf` that is really an
 * exe never comes back as `.pdf`; here it is refused long before).
 */
export function safeFileName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // C0/C1 controls, bidi overrides and isolates, zero-width and BOM, and the characters file systems reserve.
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>:"/\\|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim().replace(/\.+$/, '');
  const keep = [...stem].slice(0, MAX_NAME_CHARS - ext.length - 1).join('');
  return `${keep || 'file'}.${ext}`;
}

/** `Content-Disposition` for a download (one definition, in http/file-endpoint.ts). */
export { attachmentDisposition } from '../../http/file-endpoint';
