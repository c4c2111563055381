import { Kysely, type Migration, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { prepareStatementsOf } from './prepared-statements.js';

// Return bigint counts as numbers and keep timestamps as Date objects (pg's default).
pg.types.setTypeParser(20, (value) => Number(value));

export interface CreateDbOptions {
  url: string;
  /** The service's own PostgreSQL schema: every query runs with it as the search path. */
  schema: string;
  maxConnections?: number;
  /** Each connection prepares the texts it runs (prepared-statements.ts); default true. */
  preparedStatements?: boolean;
  /** Called for errors on idle clients (PostgreSQL restarted); without a listener pg would crash the process. */
  onPoolError?: (error: Error) => void;
}

export function createDb<Database>(options: CreateDbOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    options: `-c search_path=${quoteIdentifier(options.schema)}`,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // pg emits 'error' on a client whose connection dies, and the pool listens only while the client
  // is idle: a client checked out when PostgreSQL goes away (a transaction, a query in flight)
  // would end the process with an unhandled 'error'. The query that used it is rejected anyway,
  // and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (options.preparedStatements !== false) prepareStatementsOf(client);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return name;
}

/** Migrations run at start-up, before listening; kysely's lock keeps parallel starts safe. */
export async function migrateToLatest(
  db: Kysely<unknown>,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<void> {
  await createSchemaIfMissing(db, schema);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} of schema ${schema} failed`, { cause: error });
  }
}

/**
 * Replicas starting together on a fresh database all pass `if not exists`, and all but one then
 * fail on pg_namespace's unique index (PostgreSQL does not serialize it). The schema exists then,
 * which is all this wanted; kysely's Migrator handles the same race for its own tables.
 */
async function createSchemaIfMissing(db: Kysely<unknown>, schema: string): Promise<void> {
  try {
    await sql`create schema if not exists ${sql.id(quoteIdentifier(schema))}`.execute(db);
  } catch (error) {
    const exists = await sql`select 1 from information_schema.schemata where schema_name = ${schema}`.execute(db);
    if (exists.rows.length === 0) throw error;
  }
}

export async function pingDb(db: Kysely<unknown>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Runs `work` in one transaction with the service's repositories bound to it: it commits when
 * `work` resolves and rolls back when it throws. The one way a service opens a transaction.
 */
export type WithTransaction<Repositories> = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

/** The repositories `bindRepositories(factories)` makes: each factory's product under its name. */
export type RepositoriesOf<Factories extends Record<string, (db: never) => unknown>> = {
  [Name in keyof Factories]: ReturnType<Factories[Name]>;
};

/**
 * A service's `createRepositories`, declared once as its repository factories by name
 * (`bindRepositories({ orders: createOrderRepository, … })`): it makes every repository on the
 * database it is given, the pool or, in createTransactionRunner, a transaction.
 */
export function bindRepositories<const Factories extends Record<string, (db: never) => unknown>>(
  factories: Factories,
): (db: Parameters<Factories[keyof Factories]>[0]) => RepositoriesOf<Factories> {
  return (db) =>
    Object.fromEntries(
      Object.entries(factories).map(([name, create]) => [name, create(db)]),
    ) as RepositoriesOf<Factories>;
}

/** `bind` is the service's `createRepositories`: a transaction is a `Kysely<Database>` too. */
export function createTransactionRunner<Database, Repositories>(
  db: Kysely<Database>,
  bind: (db: Kysely<Database>) => Repositories,
): WithTransaction<Repositories> {
  return (work) => db.transaction().execute((trx) => work(bind(trx)));
}
