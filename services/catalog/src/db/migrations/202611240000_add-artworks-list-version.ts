import { type Kysely, sql } from 'kysely';

/**
 * A counter that every write to artworks bumps in the same transaction, whatever code path made
 * it. Each catalog replica caches the serialized artwork list under this version, so a cache is
 * never served after a write on any replica, and reading the version costs one tiny query instead
 * of parsing a thousand rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artworks_list_version')
    .addColumn('id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into artworks_list_version (id, version) values (true, 0)`.execute(db);
  await sql`
    create function bump_artworks_list_version() returns trigger
    language plpgsql
    set search_path from current
    as $$
    begin
      update artworks_list_version set version = version + 1 where id;
      return null;
    end;
    $$`.execute(db);
  await sql`
    create trigger artworks_list_version_bump
    after insert or update or delete or truncate on artworks
    for each statement execute function bump_artworks_list_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger artworks_list_version_bump on artworks`.execute(db);
  await sql`drop function bump_artworks_list_version()`.execute(db);
  await db.schema.dropTable('artworks_list_version').execute();
}
