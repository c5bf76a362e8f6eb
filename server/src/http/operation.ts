import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@contract/http';
import type { Ctx } from '../ctx';
import type { AuthContext, Authenticator } from './auth';
import { registerFileEndpoint, registerPublicFileEndpoint, type FileAnswer } from './file-route';
import { registerEndpoint, type AuthFor, type RouteOptions } from './route';
import { registerUploadEndpoint, uploadPlugin, type Upload, type UploadLimits } from './uploads';

/** The server side of one contract endpoint: a named function `(ctx, input, auth)`, named after the endpoint. */
export type Operation<E extends Endpoint> =
  E extends Endpoint<infer P, infer Req, infer Res>
    ? (ctx: Ctx, input: z.output<Req>, auth: AuthFor<P>) => Promise<z.input<Res>> | z.input<Res>
    : never;

/** An endpoint that answers with a file (an export); refusals are still the envelope. */
export type FileOperation<E extends Endpoint> =
  E extends Endpoint<string, infer Req> ? (ctx: Ctx, input: z.output<Req>, auth: AuthContext) => Promise<FileAnswer> : never;

/** A file that is the same for everyone (a template): no login, whatever the path. */
export type PublicFileOperation<E extends Endpoint> =
  E extends Endpoint<string, infer Req> ? (ctx: Ctx, input: z.output<Req>, auth: null) => Promise<FileAnswer> : never;

/** An upload answered with a file (the uploaded sheet given back annotated). */
export type UploadFileOperation<E extends Endpoint> = E extends Endpoint
  ? (ctx: Ctx, input: Upload, auth: AuthContext) => Promise<FileAnswer>
  : never;

/** An endpoint that takes `multipart/form-data` files (always logged in: an upload belongs to a supplier). */
export type UploadOperation<E extends Endpoint> = E extends Endpoint
  ? (ctx: Ctx, input: Upload, auth: AuthContext) => Promise<unknown>
  : never;

/** One row of a module's route table. */
export interface RouteEntry {
  endpoint: Endpoint;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the row's own helper (json/file) checks the types
  operation: (ctx: Ctx, input: any, auth: any) => unknown;
  answers: 'json' | 'file' | 'upload' | 'uploadFile';
  options?: RouteOptions;
  /** For an upload: how many files, how big, and how many text fields beside them. */
  limits?: UploadLimits;
  /** For a public file: served to anyone, on GET too, and cacheable for this many seconds. */
  publicMaxAge?: number;
}

/** A JSON endpoint served by its operation. */
export function json<E extends Endpoint>(endpoint: E, operation: Operation<E>, options?: RouteOptions): RouteEntry {
  return { endpoint, operation, answers: 'json', options };
}

/** A file-answering endpoint served by its operation; with `publicMaxAge`, the same file for everyone (no login). */
export function file<E extends Endpoint>(endpoint: E, operation: FileOperation<E>): RouteEntry;
export function file<E extends Endpoint>(endpoint: E, operation: PublicFileOperation<E>, options: { publicMaxAge: number }): RouteEntry;
export function file<E extends Endpoint>(
  endpoint: E,
  operation: FileOperation<E> | PublicFileOperation<E>,
  options?: { publicMaxAge: number },
): RouteEntry {
  return { endpoint, operation, answers: 'file', publicMaxAge: options?.publicMaxAge };
}

/** An upload endpoint served by its operation, within `limits` (refused before its body is read when over). */
export function upload<E extends Endpoint>(endpoint: E, limits: UploadLimits, operation: UploadOperation<E>): RouteEntry {
  return { endpoint, operation, answers: 'upload', limits };
}

/** An upload answered with a file, within `limits`; refusals are still the envelope. */
export function uploadFile<E extends Endpoint>(endpoint: E, limits: UploadLimits, operation: UploadFileOperation<E>): RouteEntry {
  return { endpoint, operation, answers: 'uploadFile', limits };
}

/**
 * The ctx an operation sees while it serves `request`: the process's ctx as its prototype, with the request's own
 * meta. A spread copied the ctx's two dozen fields on every request, on V8's slow path for an object that size
 * (several µs a request, measured on Node 20); a prototype costs well under one.
 */
export function ctxFor(ctx: Ctx, request: FastifyRequest): Ctx {
  const userAgent = request.headers['user-agent'];
  const perRequest = Object.create(ctx) as { -readonly [K in keyof Ctx]: Ctx[K] };
  perRequest.request = { id: request.id, ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
  return perRequest;
}

/**
 * Registers every row of a route table: the contract validates, the path's access level authenticates (with
 * `authFor(row)` when a table authorises per row, as the platform's roles do).
 */
export function installRoutes(
  app: FastifyInstance,
  authenticate: Authenticator,
  ctx: Ctx,
  table: readonly RouteEntry[],
  authFor: (row: RouteEntry) => Authenticator = () => authenticate,
): void {
  const uploads = table.filter((row) => row.answers === 'upload' || row.answers === 'uploadFile');
  // Only the upload rows parse multipart, in a scope of their own; Fastify loads it before the server listens.
  if (uploads.length > 0) {
    void app.register(
      uploadPlugin((scope) => {
        for (const row of uploads) {
          registerUploadEndpoint(
            scope,
            authFor(row),
            row.endpoint,
            row.limits!,
            (auth, input, request) => row.operation(ctxFor(ctx, request), input, auth) as Promise<unknown>,
            row.answers === 'uploadFile',
          );
        }
      }),
    );
  }
  for (const row of table) {
    if (row.answers === 'upload' || row.answers === 'uploadFile') continue;
    if (row.answers === 'file' && row.publicMaxAge !== undefined) {
      registerPublicFileEndpoint(
        app,
        row.endpoint,
        (input, request) => row.operation(ctxFor(ctx, request), input, null) as Promise<FileAnswer>,
        row.publicMaxAge,
      );
    } else if (row.answers === 'file') {
      registerFileEndpoint(
        app,
        authFor(row),
        row.endpoint,
        (input, auth, request) => row.operation(ctxFor(ctx, request), input, auth) as Promise<FileAnswer>,
      );
    } else {
      registerEndpoint(
        app,
        authFor(row),
        row.endpoint,
        ({ body, auth, request }) => row.operation(ctxFor(ctx, request), body, auth),
        row.options,
      );
    }
  }
}
