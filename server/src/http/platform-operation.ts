import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import { roleMayCall, roleRefusal, type PlatformEndpoint } from '@contract/platform/http';
import type { Ctx } from '../ctx';
import type { StaffAuth, StaffAuthenticator } from '../modules/staff';
import type { AuthContext, Authenticator } from './auth';
import { BusinessError } from './envelope';
import type { FileAnswer } from './file-route';
import { installRoutes, type RouteEntry } from './operation';
import type { Upload, UploadLimits } from './uploads';

/** Who a platform call's operation gets: the staff member on `/auth/` paths, no one on the `/open/` login calls. */
export type StaffFor<P extends string> = P extends `${string}/auth/${string}` ? StaffAuth : null;

/** The server side of one platform endpoint: a named function `(ctx, input, staff)`, named after the endpoint. */
export type PlatformOperation<E extends PlatformEndpoint> =
  E extends PlatformEndpoint<infer P, infer Req, infer Res>
    ? (ctx: Ctx, input: z.output<Req>, auth: StaffFor<P>) => Promise<z.input<Res>> | z.input<Res>
    : never;

/** A platform endpoint that answers with a file (an export, a template); refusals are still the envelope. */
export type PlatformFileOperation<E extends PlatformEndpoint> =
  E extends PlatformEndpoint<string, infer Req> ? (ctx: Ctx, input: z.output<Req>, auth: StaffAuth) => Promise<FileAnswer> : never;

/** A platform endpoint that takes `multipart/form-data` files (an attendance sheet). */
export type PlatformUploadOperation = (ctx: Ctx, input: Upload, auth: StaffAuth) => Promise<unknown>;

export function platformJson<E extends PlatformEndpoint>(endpoint: E, operation: PlatformOperation<E>): RouteEntry {
  return { endpoint, operation, answers: 'json' };
}

export function platformFile<E extends PlatformEndpoint>(endpoint: E, operation: PlatformFileOperation<E>): RouteEntry {
  return { endpoint, operation, answers: 'file' };
}

export function platformUpload<E extends PlatformEndpoint>(
  endpoint: E,
  limits: UploadLimits,
  operation: PlatformUploadOperation,
): RouteEntry {
  return { endpoint, operation, answers: 'upload', limits };
}

/** The staff guard plus the endpoint's roles: another role's call is refused (403) before anything is read or done. */
function guarded(authenticate: StaffAuthenticator, roles: PlatformEndpoint['roles']): Authenticator {
  return async (request, access) => {
    const staff = await authenticate(request, access);
    if (staff && !roleMayCall(roles, staff.role)) throw new BusinessError(ERROR_CODES.forbidden, roleRefusal(roles), 403);
    // The route plumbing carries the caller untyped; the platform operations' types say it is a StaffAuth.
    return staff as unknown as AuthContext | null;
  };
}

/** Registers the platform's route table: the contract validates, the staff token and the endpoint's roles authorise. */
export function installPlatformRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  authenticate: StaffAuthenticator,
  table: readonly RouteEntry[],
): void {
  for (const row of table) {
    if (row.endpoint.base !== 'platform') throw new Error(`${row.endpoint.path} is not a platform endpoint`);
  }
  // Every row has its own roles; the table-wide default (admin only) is never reached.
  installRoutes(app, guarded(authenticate, []), ctx, table, (row) => guarded(authenticate, (row.endpoint as PlatformEndpoint).roles));
}
