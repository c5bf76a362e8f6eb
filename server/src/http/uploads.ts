import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type Endpoint } from '@contract/http';
import type { AuthContext, Authenticator } from './auth';
import { BusinessError, success } from './envelope';
import { sendFile, type FileAnswer } from './file-route';
import { urlOf } from './route';

export interface UploadedFile {
  fieldName: string;
  /** As the client named it: untrusted, only ever shown after `safeFileName`. */
  fileName: string;
  bytes: Uint8Array;
}

/** What an upload call receives: its files and the small text fields beside them. */
export interface Upload {
  files: UploadedFile[];
  fields: Record<string, string>;
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
  await app.register(uploadPlugin(register));
}

/** The upload scope as a plugin, for a caller that lets Fastify load it with the rest before listening. */
export function uploadPlugin(register: (scope: FastifyInstance) => void) {
  return async (scope: FastifyInstance) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    register(scope);
  };
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

/** How long a refused upload's connection stays half-closed (answer sent, nothing read) before it is dropped. */
const LINGER_MS = 2000;

/**
 * After a refusal the rest of the body is never read: the request stops feeding the parser and is paused (Node
 * would otherwise read a 50 MB body to its end to keep the connection for a next request). Once the answer is
 * out, the server closes its side of the connection and drops it shortly after: closing at once, with the
 * client's unread bytes pending, would reset the connection and could lose the answer on the client's side.
 */
export function stopReading(request: FastifyRequest, reply: FastifyReply): void {
  const req = request.raw;
  if (req.readableEnded) return;
  const socket = req.socket;
  req.unpipe();
  req.pause();
  reply.header('connection', 'close');
  reply.raw.shouldKeepAlive = false;
  // Node ends a `Connection: close` response's socket and destroys it as soon as its write side is done;
  // keep it half-open (not reading) a moment instead, so the answer reaches the client before the reset.
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    req.pause();
    this.pause();
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
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
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: limits.maxFields ?? 5,
        fieldSize: 200,
        parts: limits.maxFiles + (limits.maxFields ?? 5),
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      const chunks: Buffer[] = [];
      const fileTooLarge = () => tooLarge(`file：文件“${part.filename}”过大，不能超过 ${limits.fileLabel}`);
      // The parser ends a truncated file only where its part ends (after the whole rest of it); stop at once.
      part.file.once('limit', () => part.file.destroy(fileTooLarge()));
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limits.maxTotalBytes && limits.maxFiles > 1) throw tooLarge(`file：上传内容过大，一次最多上传 ${limits.totalLabel}`);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw fileTooLarge();
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
 * body is read (or, without a length, as soon as the limit is passed) and the rest is never read, and the
 * handler's answer goes out in the envelope — or, for an upload that answers a file (`answersFile`), as that file.
 */
export function registerUploadEndpoint(
  scope: FastifyInstance,
  authenticate: Authenticator,
  endpoint: Endpoint,
  limits: UploadLimits,
  handler: (auth: AuthContext, upload: Upload, request: FastifyRequest) => Promise<unknown>,
  answersFile = false,
): void {
  scope.route({
    method: 'POST',
    url: urlOf(endpoint),
    config: answersFile ? { endpoint, answers: 'file', multipart: true } : { endpoint, answers: 'upload' },
    onRequest: async (request, reply) => {
      try {
        request.auth = await authenticate(request, 'auth');
        refuseOversizedRequest(request, limits);
      } catch (err) {
        stopReading(request, reply);
        throw err;
      }
    },
    handler: async (request, reply) => {
      const upload = await readUploads(request, limits).catch((err: unknown) => {
        stopReading(request, reply);
        throw err;
      });
      const answer = await handler(request.auth!, upload, request);
      if (answersFile) return sendFile(request, reply, answer as FileAnswer);
      return reply.send(success(answer ?? null));
    },
  });
}
