import { z } from 'zod';
import { FILE_PATHS } from './files.meta';
import { endpoint, id } from './http';

/**
 * Downloads a stored file: only the supplier that owns it gets it (another supplier's id is "not found"),
 * as an attachment with a safe name (`Content-Disposition` with an RFC 5987 `filename*`), `nosniff`. The
 * success answer is the file itself, not the envelope; failures are the envelope.
 */
export const downloadFile = endpoint({
  path: FILE_PATHS.downloadFile,
  method: 'GET',
  request: z.strictObject({ fileId: id }),
  response: z.custom<Blob>(),
});

/** What the server tells about a stored file (in drafts and candidates). */
export const fileInfo = z.object({
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type FileInfo = z.output<typeof fileInfo>;
