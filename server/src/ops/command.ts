import type { z } from 'zod';
import type { Ctx } from '../ctx';
import type { OpsServices } from './services';

/** Commands run with the same ctx as the app's operations (the CLI builds its own through the composition root). */
export type OpsContext = Ctx;

/** What a command did: a sentence for a person, and the same facts as one JSON object for `--json`. */
export interface OpsOutput {
  message: string;
  data: Record<string, unknown>;
}

/**
 * One operator command. `flags` is a strict zod object over the parsed `--name value` pairs, so unknown or
 * malformed flags are refused with the field named; `switches` are the flags that take no value (they parse
 * as 'true'). `run` works through the services only. The same function runs in the CLI (direct database
 * access) and in the server (over the ops socket).
 */
export interface OpsCommand<S extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  /** One line per flag, for --help. */
  usage: string[];
  flags: S;
  switches?: readonly string[];
  /**
   * Flags that name files: the CLI makes them absolute against its own working directory, so a command handed to
   * the running server over the ops socket reads the file the operator meant.
   */
  paths?: readonly string[];
  run(services: OpsServices, flags: z.output<S>): Promise<OpsOutput>;
  /** Runs on the database as it is: the CLI neither migrates nor seeds it first (a backup before an upgrade). */
  asIs?: boolean;
  /**
   * Runs in the CLI's own process on the data directory itself, with the server stopped (restore): the CLI refuses
   * while a server runs on it, takes its lock, and calls this instead of opening the database.
   */
  offline?(place: { dataDir: string; databaseUrl?: string }, flags: z.output<S>): Promise<OpsOutput>;
}

export function defineCommand<S extends z.ZodType>(command: OpsCommand<S>): OpsCommand<S> {
  return command;
}

/** A refusal the operator can act on (unknown phone, unknown city …): printed, exit code 1. */
export class OpsError extends Error {}
