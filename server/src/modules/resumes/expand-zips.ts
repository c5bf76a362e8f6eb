import { FILE_LIMIT_LABELS, FILE_LIMITS } from '@contract/files.meta';
import { sniffType, type UploadedFile } from '../files';
import { unzipLimited, ZipLimitError } from './zip';

const IGNORED_ZIP_ENTRY = /(^|\/)(__MACOSX\/|\.[^/]*$|Thumbs\.db$|desktop\.ini$)/i;

/** Expands zips (within the limits) into their entries; a zip that breaks a limit becomes one failed item. */
export async function expand(uploaded: UploadedFile[]): Promise<{ fileName: string; bytes: Uint8Array; error?: string }[]> {
  const out: { fileName: string; bytes: Uint8Array; error?: string }[] = [];
  for (const f of uploaded) {
    // By the bytes: a DOCX is a zip as well, but file-type tells it apart from a plain archive.
    if ((await sniffType(f.bytes))?.ext !== 'zip') {
      out.push({ fileName: f.fileName, bytes: f.bytes });
      continue;
    }
    try {
      if (f.bytes.length > FILE_LIMITS.zipMaxBytes) throw new ZipLimitError('total');
      const { entries } = unzipLimited(
        f.bytes,
        {
          maxEntries: FILE_LIMITS.zipMaxEntries,
          maxEntryBytes: FILE_LIMITS.resumeMaxBytes,
          maxTotalBytes: FILE_LIMITS.zipMaxUncompressedBytes,
        },
        (name) => !IGNORED_ZIP_ENTRY.test(name),
      );
      if (entries.length === 0) out.push({ fileName: f.fileName, bytes: f.bytes, error: '压缩包里没有文件' });
      for (const e of entries) {
        const fileName = e.name.split('/').pop() || e.name;
        if (e.problem === 'tooLarge')
          out.push({ fileName, bytes: new Uint8Array(), error: `文件过大，简历不能超过 ${FILE_LIMIT_LABELS.resumeMaxBytes}` });
        else if (e.problem === 'unreadable') out.push({ fileName, bytes: new Uint8Array(), error: '压缩包内的该文件无法解压' });
        else out.push({ fileName, bytes: e.bytes });
      }
    } catch (err) {
      if (!(err instanceof ZipLimitError)) throw err;
      const error =
        err.reason === 'entries'
          ? `压缩包内文件过多，最多 ${FILE_LIMITS.zipMaxEntries} 个`
          : err.reason === 'total'
            ? `压缩包过大（不能超过 ${FILE_LIMIT_LABELS.zipMaxBytes}，解压后不能超过 ${FILE_LIMIT_LABELS.zipMaxUncompressedBytes}），已拒绝`
            : '压缩包已损坏，无法解压';
      out.push({ fileName: f.fileName, bytes: new Uint8Array(), error });
    }
  }
  return out;
}
