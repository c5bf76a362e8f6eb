import mammoth from 'mammoth';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { ERROR_CODES } from '@contract/http';
import { FILE_LIMITS } from '@contract/files.meta';
import type { ResumeExt } from '@contract/files.meta';
import { BusinessError } from '../../http/envelope';
import { unzipLimited, ZipLimitError } from './zip';

/** A résumé longer than this is not a résumé; reading it would only cost CPU. */
const MAX_PDF_PAGES = 30;

const unreadable = (message: string) => new BusinessError(ERROR_CODES.validation, message);

async function pdfText(bytes: Uint8Array): Promise<string> {
  let doc;
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy, the caller still stores the bytes.
    doc = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: true });
  } catch (err) {
    if ((err as { name?: string }).name === 'PasswordException') throw unreadable('该 PDF 文件设有密码，请去除密码后再上传');
    throw unreadable('无法读取该 PDF 文件，文件可能已损坏');
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) throw unreadable(`PDF 页数过多（${doc.numPages} 页），简历不能超过 ${MAX_PDF_PAGES} 页`);
    const { text } = await extractPdfText(doc, { mergePages: true });
    return text;
  } catch (err) {
    if (err instanceof BusinessError) throw err;
    throw unreadable('无法读取该 PDF 文件，文件可能已损坏');
  } finally {
    await doc.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  // A DOCX is a zip: measure what it really unpacks to before mammoth inflates it whole.
  try {
    unzipLimited(bytes, {
      maxEntries: 2000,
      maxEntryBytes: FILE_LIMITS.zipMaxUncompressedBytes,
      maxTotalBytes: FILE_LIMITS.zipMaxUncompressedBytes,
    });
  } catch (err) {
    if (err instanceof ZipLimitError && err.reason !== 'corrupt') throw unreadable('该 Word 文件解压后过大，无法读取');
    throw unreadable('无法读取该 Word 文件，文件可能已损坏');
  }
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value;
  } catch {
    throw unreadable('无法读取该 Word 文件，文件可能已损坏');
  }
}

function plainText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** The text of a résumé whose type was already decided by its bytes. */
export async function extractResumeText(bytes: Uint8Array, ext: ResumeExt): Promise<string> {
  const text = ext === 'pdf' ? await pdfText(bytes) : ext === 'docx' ? await docxText(bytes) : plainText(bytes);
  if (!text.trim()) {
    throw unreadable(
      ext === 'pdf' ? '未能从该 PDF 中读出文字（可能是扫描图片），请上传文字版 PDF、DOCX 或 TXT 简历' : '文件中没有文字内容',
    );
  }
  return text;
}
