import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@contract/http';
import { BodyTimeoutError } from './body-timeout';
import { BusinessError, failure } from './envelope';
import type { ErrorReporter } from './error-reports';
import { fieldPath, formatIssues, type FieldIssue } from './zod-messages';

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} 字节`;
}

function validationIssues(error: {
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[];
}): FieldIssue[] {
  return error.validation.flatMap((v) => {
    const path = v.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
      return v.params.keys.map((key) => ({ field: fieldPath([...path, String(key)]), message: '不允许的字段' }));
    }
    return [{ field: fieldPath(path), message: v.message ?? '不合法' }];
  });
}

/** Maps every failure to the envelope. Bad input never becomes a 500, and no stack trace ever leaves. */
function toResponse(error: FastifyError | BusinessError, request: FastifyRequest): { status: number; code: string; message: string } {
  if (error instanceof BusinessError) return { status: error.httpStatus, code: error.code, message: error.message };
  if (error instanceof BodyTimeoutError) {
    return {
      status: 408,
      code: ERROR_CODES.requestTimeout,
      message: `请求超时：请求内容未在 ${Math.ceil(error.timeoutMs / 1000)} 秒内传完，请检查网络后重试`,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 200, code: ERROR_CODES.validation, message: formatIssues(validationIssues(error)) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: ERROR_CODES.validation, message: '请求体不是合法的 JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        code: ERROR_CODES.payloadTooLarge,
        message: `请求体过大，不能超过 ${formatBytes(request.routeOptions.bodyLimit ?? 0)}`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: ERROR_CODES.unsupportedMediaType, message: '请求体必须是 JSON（Content-Type: application/json）' };
  }
  // secure-json-parse refuses __proto__ / constructor.prototype keys with a plain SyntaxError-like error.
  if (error instanceof SyntaxError) return { status: 400, code: ERROR_CODES.validation, message: '请求体不是合法的 JSON' };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, code: ERROR_CODES.validation, message: '请求无效' };
  return { status: 500, code: ERROR_CODES.internal, message: '服务器开小差了，请稍后再试' };
}

/** The client closed or reset the connection before its body arrived (the request stream ended unfinished). */
const clientAborted = (request: FastifyRequest) => request.raw.destroyed && !request.raw.complete;

/** Reason phrases for the gateway's own session statuses (API.md), which Node does not know. */
const CUSTOM_STATUS_TEXT: Record<number, string> = { 420: 'Token Expired', 900: 'Account Abnormal', 920: 'Channel Expired' };

/**
 * Fastify's reply.code() only admits 100–599, but the session protocol uses 900 and 920. Node's HTTP layer
 * accepts any three-digit status, so those are set on the raw response.
 */
function setStatus(reply: FastifyReply, status: number): void {
  if (status <= 599) {
    void reply.code(status);
    if (CUSTOM_STATUS_TEXT[status]) reply.raw.statusMessage = CUSTOM_STATUS_TEXT[status];
    return;
  }
  reply.raw.statusCode = status;
  reply.raw.statusMessage = CUSTOM_STATUS_TEXT[status] ?? 'Unknown';
}

/** `reports`: where the server's own 5xx are reported (http/error-reports.ts), flushed when the app closes. */
export function installErrorHandling(app: FastifyInstance, reports: ErrorReporter | null = null): void {
  if (reports) app.addHook('onClose', async () => void (await reports.flush(2000)));
  app.setErrorHandler((error: FastifyError | BusinessError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message } = toResponse(error, request);
    // Expected answers — session outcomes (401, 420, 900, 920) and business refusals — are part of the protocol:
    // info, without a stack. Only what is not a BusinessError and ends in a 500 is a bug worth an error line.
    // A caller who went away mid-body (closed the tab, lost the network) is no fault of ours either.
    if (clientAborted(request)) request.log.info({ reason: error.message }, 'client aborted the request');
    else if (error instanceof BusinessError) request.log.info({ errorCode: code, status }, 'request refused');
    else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reports?.report(error, { id: request.id, method: request.method, route: request.routeOptions.url ?? '(no route)' });
    } else request.log.info({ errorCode: code, reason: message }, 'bad request');
    const body = failure(code, message);
    // pc_three is read by `status` (falsy = success), so its failures must carry a truthy one.
    const extra = request.routeOptions.config?.statusField ? { status: 1 } : {};
    setStatus(reply, status);
    // The rest of a late body may still be on its way: the connection ends with this answer.
    if (error instanceof BodyTimeoutError) void reply.header('connection', 'close');
    void reply.header('cache-control', 'no-store').send({ ...body, ...extra });
  });
}

/** An envelope 404 for API paths; main.ts puts the SPA's history fallback in front of this for pages. */
export function notFoundEnvelope(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send(failure(ERROR_CODES.notFound, '接口不存在'));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request — a malformed request line or header, headers
 * over Node's size limit, headers not in within Node's headersTimeout — is answered with the envelope too
 * (Fastify's default answers `{"error":"Bad Request"}`), then the connection closes.
 */
export function clientErrorEnvelope(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, ERROR_CODES.requestTimeout, '请求超时，请检查网络后重试']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, ERROR_CODES.validation, '请求头过大']
        : [400, ERROR_CODES.validation, '请求格式不正确'];
  this.log.debug({ code: err.code }, 'client error');
  // Only where no answer has begun on this connection (Node's own rule), or the client would read a mix of two.
  const answering = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(failure(code, message));
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n`;
  socket.end(head + body, () => socket.destroy());
}
