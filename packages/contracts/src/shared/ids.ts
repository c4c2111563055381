import { z } from 'zod';

/**
 * The one id check: every row id is a PostgreSQL `uuid`. Lenient about the version digit (as
 * PostgreSQL is), so that anything PostgreSQL would accept is looked up, and anything else is
 * known to name no row (a 404, never a database error).
 */
export const IdSchema = z.guid();

export function isId(value: string): boolean {
  return IdSchema.safeParse(value).success;
}
