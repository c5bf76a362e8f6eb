import type { z } from 'zod';
import type { Endpoint } from '../http';
import type { StaffRole } from './http.meta';

export * from './http.meta';

/** A platform console call: a contract endpoint on the platform's base, plus who may call it (the admin always may). */
export interface PlatformEndpoint<
  P extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends Endpoint<P, Req, Res> {
  base: 'platform';
  roles: readonly StaffRole[];
}

/**
 * Builds a platform endpoint. Paths are `/open/<name>` for the login calls and `/auth/<area>/<name>` for the rest;
 * `roles` lists the roles besides `admin` that may call it (empty: admin only).
 */
export function platformEndpoint<const P extends string, Req extends z.ZodType, Res extends z.ZodType>(e: {
  path: P;
  method?: 'POST' | 'GET';
  request: Req;
  response: Res;
  roles: readonly StaffRole[];
}): PlatformEndpoint<P, Req, Res> {
  return { base: 'platform', method: 'POST', encoding: 'json', ...e };
}

/** Every role: for calls any logged-in staff member may make (whoami, logout). */
export const ANY_STAFF = ['reviewer', 'operator', 'finance'] as const satisfies readonly StaffRole[];
