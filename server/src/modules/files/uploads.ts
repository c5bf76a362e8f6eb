import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, type Endpoint } from '@contract/http';
import type { AuthContext, Authenticator } from '../../http/auth';
import { BusinessError, success } from '../../http/envelope';
import { urlOf } from '../../http/route';

export interface UploadedFile {
  fieldName: string;
  /** As the client named it: untrusted, only ever shown after `safeFileName`. */
  fileName: string;
  bytes: Uint8Array;
}

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Every file of the request together. */
  maxTotalBytes: number;
  fileLabel: string;
  totalLabel: string;
  /** Text fields besides the files (`uniqueCode`, `orderId`), each at most 200 bytes. */
  maxFields?: number;
}

/** Room for the multipart boundaries, part headers and the small text fields around the files. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (message: string) => new BusinessError(ERROR_CODES.payloadTooLarge, message);

/**
 * Upload routes live in their own encapsulated scope: only they parse `multipart/form-data`, and every JSON
 * route keeps answering 415 to it.
 */
export async function uploadScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    register(scope);
  });
}

/**
 * Refuses a request whose declared length is already over the limit before a byte of it is read (a 50 MB
 * upload never reaches memory; Node discards the rest of the body). Requests without a length are held to
 * the same limits while streaming, in `readUploads`.
 */
export function refuseOversizedRequest(request: FastifyRequest, limits: UploadLimits): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxTotalBytes + MULTIPART_OVERHEAD) {
    throw tooLarge(
      limits.maxFiles === 1 ? `file：文件过大，不能超过 ${limits.fileLabel}` : `file：上传内容过大，一次最多上传 ${limits.totalLabel}`,
    );
  }
}

/**
 * Reads the files and text fields of a multipart request into memory within the limits: a file over its
 * limit, too many files, or a total over the limit stops reading at once with E000413 naming the limit.
 */
export async function readUploads(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new BusinessError(ERROR_CODES.unsupportedMediaType, '请以 multipart/form-data 方式上传文件（文件放在 file 字段）');
  }
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: limits.maxFields ?? 5, fieldSize: 200, parts: limits.maxFiles + (limits.maxFields ?? 5) },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limits.maxTotalBytes && limits.maxFiles > 1) throw tooLarge(`file：上传内容过大，一次最多上传 ${limits.totalLabel}`);
        chunks.push(chunk);
      }
      if (part.file.truncated) {
        throw tooLarge(`file：文件“${part.filename}”过大，不能超过 ${limits.fileLabel}`);
      }
      files.push({ fieldName: part.fieldname, fileName: part.filename, bytes: new Uint8Array(Buffer.concat(chunks)) });
    }
  } catch (err) {
    throw uploadError(err, limits);
  }
  return { files, fields };
}

function uploadError(err: unknown, limits: UploadLimits): unknown {
  if (err instanceof BusinessError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(`file：文件过大，不能超过 ${limits.fileLabel}`);
    case 'FST_FILES_LIMIT':
      return tooLarge(limits.maxFiles === 1 ? 'file：一次只能上传 1 个文件' : `file：一次最多上传 ${limits.maxFiles} 个文件`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BusinessError(ERROR_CODES.validation, '表单字段过多');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new BusinessError(ERROR_CODES.validation, '表单字段不合法');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new BusinessError(ERROR_CODES.unsupportedMediaType, '请以 multipart/form-data 方式上传文件（文件放在 file 字段）');
  }
  // busboy's own complaints: a cut-off or malformed body.
  if (err instanceof Error && /multipart|boundary|Unexpected end|terminated early|Premature close/i.test(err.message)) {
    return new BusinessError(ERROR_CODES.validation, '上传的数据不完整或格式不正确，请重新上传');
  }
  return err;
}

/**
 * Registers an upload call of the contract in an upload scope: the caller must be logged in (whatever the
 * path's access level: an upload always belongs to a supplier), an oversized request is refused before its
 * body is read, and the handler's answer goes out in the envelope.
 */
export function registerUploadEndpoint(
  scope: FastifyInstance,
  authenticate: Authenticator,
  endpoint: Endpoint,
  limits: UploadLimits,
  handler: (auth: AuthContext, upload: { files: UploadedFile[]; fields: Record<string, string> }, request: FastifyRequest) => Promise<unknown>,
): void {
  scope.route({
    method: 'POST',
    url: urlOf(endpoint),
    onRequest: async (request) => {
      request.auth = await authenticate(request, 'auth');
      refuseOversizedRequest(request, limits);
    },
    handler: async (request, reply) => {
      const upload = await readUploads(request, limits);
      return reply.send(success((await handler(request.auth!, upload, request)) ?? null));
    },
  });
}
