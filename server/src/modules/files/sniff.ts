import { fileTypeFromBuffer } from 'file-type';

export interface SniffedType {
  ext: string;
  mime: string;
}

export const PLAIN_TEXT: SniffedType = { ext: 'txt', mime: 'text/plain' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Plain text: valid UTF-8 with no NUL (binary formats almost always have one in their first bytes). */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of a file by its bytes (magic numbers and container contents, through `file-type`), or plain
 * text; null when neither. The name and the client's content type are never consulted.
 */
export async function sniffType(bytes: Uint8Array): Promise<SniffedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return { ext: detected.ext, mime: detected.mime };
  return isPlainText(bytes) ? PLAIN_TEXT : null;
}
