import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@contract/http';
import { BusinessError, failure } from './envelope';
import { fieldPath, formatIssues, type FieldIssue } from './zod-messages';

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} 字节`;
}

function validationIssues(error: { validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[] }): FieldIssue[] {
  return error.validation.flatMap((v) => {
    const path = v.instancePath.split('/').filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
      return v.params.keys.map((key) => ({ field: fieldPath([...path, String(key)]), message: '不允许的字段' }));
    }
    return [{ field: fieldPath(path), message: v.message ?? '不合法' }];
  });
}

/** Maps every failure to the envelope. Bad input never becomes a 500, and no stack trace ever leaves. */
function toResponse(error: FastifyError | BusinessError, request: FastifyRequest): { status: number; code: string; message: string } {
  if (error instanceof BusinessError) return { status: error.httpStatus, code: error.code, message: error.message };
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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BusinessError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message } = toResponse(error, request);
    // Expected answers — session outcomes (401, 420, 900, 920) and business refusals — are part of the protocol:
    // info, without a stack. Only what is not a BusinessError and ends in a 500 is a bug worth an error line.
    if (error instanceof BusinessError) request.log.info({ errorCode: code, status }, 'request refused');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errorCode: code, reason: message }, 'bad request');
    const body = failure(code, message);
    // pc_three is read by `status` (falsy = success), so its failures must carry a truthy one.
    const extra = request.routeOptions.config?.statusField ? { status: 1 } : {};
    setStatus(reply, status);
    void reply.header('cache-control', 'no-store').send({ ...body, ...extra });
  });
}

/** An envelope 404 for API paths; main.ts puts the SPA's history fallback in front of this for pages. */
export function notFoundEnvelope(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send(failure(ERROR_CODES.notFound, '接口不存在'));
}
