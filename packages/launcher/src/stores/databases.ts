import pg from 'pg';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The URL of database `name` on the server of `url`. */
export function databaseUrlFor(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${encodeURIComponent(name)}`;
  return target.toString();
}

/** One statement on the server's maintenance database (`postgres`), where databases are made and dropped. */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlFor(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `url` (any database URL on it) and returns its URL; with
 * `ifMissing`, leaves one that exists (the run command's, kept between runs) as it is.
 */
export async function createDatabase(url: string, name: string, { ifMissing = false } = {}): Promise<string> {
  await onServer(url, async (client) => {
    if (ifMissing) {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount !== 0) return;
    }
    await client.query(`create database ${quoted(name)}`);
  });
  return databaseUrlFor(url, name);
}

/** Drops database `name` on the server of `url`, cutting its sessions. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`));
}
