import { IMAGE_TYPES } from '@contract/verification.meta';
import { sniffType, type SniffedType } from '../files';

/** A licence photo is a few megapixels; far more is a decompression bomb aimed at the OCR. */
const MAX_PIXELS = 40_000_000;
const MIN_SIDE = 32;

export type ImageCheck = { ok: true; type: SniffedType } | { ok: false; reason: 'type' | 'size'; message: string };

/** Width and height from a PNG's IHDR or a JPEG's first SOF marker; null when the header is unreadable. */
export function imageDimensions(bytes: Uint8Array, ext: string): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ext === 'png') return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = view.getUint16(i + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** PNG or JPEG by the bytes, with sane dimensions. */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  const sniffed = await sniffType(bytes);
  const accepted = IMAGE_TYPES.find((t) => t.ext === sniffed?.ext);
  if (!sniffed || !accepted) {
    return {
      ok: false,
      reason: 'type',
      message: `file：只支持 PNG 或 JPG 图片${sniffed ? `（上传的文件是 ${sniffed.ext.toUpperCase()}）` : ''}`,
    };
  }
  const size = imageDimensions(bytes, accepted.ext);
  if (!size || size.width < MIN_SIDE || size.height < MIN_SIDE)
    return { ok: false, reason: 'size', message: 'file：图片已损坏或尺寸过小，请重新拍摄上传' };
  if (size.width * size.height > MAX_PIXELS)
    return { ok: false, reason: 'size', message: 'file：图片像素过大（不能超过 4000 万像素），请压缩后上传' };
  return { ok: true, type: { ext: accepted.ext, mime: accepted.mime } };
}
