/**
 * Upload limits and accepted types, without zod: the SPA's upload widgets and the server's checks read the
 * same numbers. Types are decided by the file's bytes on the server, never by its name or content type.
 */

const MiB = 1024 * 1024;

export const FILE_LIMITS = {
  /** One resume (PDF, DOCX, plain text). A bigger one is answered with E000413. */
  resumeMaxBytes: 10 * MiB,
  /** Bulk resume upload: files in one request, and their total size. */
  bulkMaxFiles: 20,
  bulkMaxTotalBytes: 40 * MiB,
  /** A zip of resumes: its own size, entries, and what it may unpack to (zip bombs are refused). */
  zipMaxBytes: 20 * MiB,
  zipMaxEntries: 50,
  zipMaxUncompressedBytes: 60 * MiB,
  /** The batch-import spreadsheet. */
  importMaxBytes: 5 * MiB,
  importMaxRows: 500,
} as const;

export const FILE_LIMIT_LABELS = {
  resumeMaxBytes: '10 MB',
  bulkMaxTotalBytes: '40 MB',
  zipMaxBytes: '20 MB',
  zipMaxUncompressedBytes: '60 MB',
  importMaxBytes: '5 MB',
} as const;

/** What a resume may be. Anything else (images, executables, old .doc, archives outside bulk) is refused. */
export const RESUME_TYPES = [
  { ext: 'pdf', mime: 'application/pdf', label: 'PDF' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word（DOCX）' },
  { ext: 'txt', mime: 'text/plain', label: '纯文本（TXT，UTF-8）' },
] as const;
export type ResumeExt = (typeof RESUME_TYPES)[number]['ext'];

/** For `<input accept>` only: a hint to the browser's file picker, not a check. */
export const RESUME_ACCEPT = '.pdf,.docx,.txt';
export const BULK_RESUME_ACCEPT = '.pdf,.docx,.txt,.zip';
export const IMPORT_ACCEPT = '.xlsx';

/** The multipart field names the upload calls read. */
export const UPLOAD_FIELDS = {
  file: 'file',
  /** From `upload_resume_unique_code`: a retried upload with the same code gets the first answer. */
  uniqueCode: 'uniqueCode',
  orderId: 'orderId',
} as const;

/** The gateway paths of this domain's calls (the endpoints in files.ts use them). */
export const FILE_PATHS = {
  downloadFile: '/pc_file/auth/download',
} as const;
