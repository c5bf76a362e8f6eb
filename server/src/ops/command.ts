import type { z } from 'zod';
import type { Db } from '../db/schema';
import type { Clock } from '../lib/clock';

export interface OpsContext {
  db: Db;
  clock: Clock;
}

/**
 * One operator command. `flags` is a strict zod object over the parsed `--name value` pairs, so unknown or
 * malformed flags are refused with the field named; `run` returns what to print. The same function runs in
 * the CLI (direct database access) and in the server (over the ops socket).
 */
export interface OpsCommand<S extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  /** One line per flag, for --help. */
  usage: string[];
  flags: S;
  /** A message for people, or a message and the data `--json` prints. */
  run(ctx: OpsContext, flags: z.output<S>): Promise<string | { text: string; data: Record<string, unknown> }>;
}

export function defineCommand<S extends z.ZodType>(command: OpsCommand<S>): OpsCommand<S> {
  return command;
}

/** A refusal the operator can act on (unknown phone, unknown city …): printed, exit code 1. */
export class OpsError extends Error {}
