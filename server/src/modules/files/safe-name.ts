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

/**
 * `Content-Disposition` for a download: an ASCII `filename` for old clients and the exact name in an RFC 5987
 * `filename*` (UTF-8, percent-encoded), so Chinese names survive and no quote or CR/LF can break the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
