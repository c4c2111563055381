import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements one connection keeps prepared. The services' queries are a few dozen
 * texts each; kysely makes a new text per length of an `in (…)` list or per filter combination,
 * so the cap bounds what a connection (and its PostgreSQL backend) holds whatever arrives; texts
 * past it run unprepared, as every query did before.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 200;

/** Statements PostgreSQL plans (and so can keep a plan of); `begin`, DDL and the like are sent as they are. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|rollback|end|abort)\b/i;

/** PostgreSQL's answer when a table a prepared statement reads changed its columns (a migration). */
function isResultTypeChange(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

type QueryResult = pg.QueryResult<Record<string, unknown>>;

/**
 * Runs every query text a connection sees again as a named prepared statement, so PostgreSQL
 * parses and plans it once per connection instead of at each call: in a checkout's 46 statements
 * that was about 40 % of PostgreSQL's CPU and a quarter of the `pg` client's (docs/scaling.md).
 * Only kysely's plain calls (`query(text, values)`, a promise) are named; cursors and callbacks go
 * through untouched.
 *
 * A migration run by a newer replica can add a column to a table an older replica's prepared
 * `select *` reads: PostgreSQL then refuses that statement ("cached plan must not change result
 * type") until it is prepared again. The connection then prepares its statements afresh under
 * new names; the query that met it is run again unprepared when it stood alone, and fails once
 * (its transaction is aborted) inside a transaction, which the caller's retry covers as it does
 * any failed commit.
 */
export function prepareStatementsOf(client: pg.ClientBase, cap = PREPARED_STATEMENTS_PER_CONNECTION): void {
  const original = client.query as (...args: unknown[]) => unknown;
  const send = (config: unknown, values?: unknown) => original.call(client, config, values) as Promise<QueryResult>;
  const names = new Map<string, string>();
  let generation = 0;
  let preparedCount = 0;
  let inTransaction = false;

  function nameOf(text: string): string | undefined {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (preparedCount >= cap || !PLANNED.test(text)) return undefined;
    preparedCount += 1;
    const name = `s${generation}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
    return name;
  }

  const query = (...args: unknown[]): unknown => {
    const [text, values] = args;
    if (typeof text !== 'string' || args.length > 2 || (values !== undefined && !Array.isArray(values)))
      return original.apply(client, args);
    if (BEGINS.test(text)) inTransaction = true;
    else if (ENDS.test(text)) inTransaction = false;
    const name = nameOf(text);
    if (name === undefined) return send(text, values);
    const alone = !inTransaction;
    return send({ name, text, values }).catch((error: unknown) => {
      if (!isResultTypeChange(error)) throw error;
      // The old names stay on the server until the connection ends; new ones count against the cap.
      names.clear();
      generation += 1;
      if (!alone) throw error;
      return send(text, values);
    });
  };
  (client as unknown as { query: typeof query }).query = query;
}
