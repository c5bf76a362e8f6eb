/** A write refused by a unique constraint (PostgreSQL's 23505): the other side of a race won, or the row exists. */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
