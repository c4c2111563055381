// The one file of the test kit that reads the environment: where the tests' shared stores are, and
// what a process the tests start needs to run.

/** The PostgreSQL server integration tests use: TEST_DATABASE_URL, else the local one. */
export const testServerUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The Redis integration tests share: TEST_REDIS_URL, else the local one. */
export const testRedisUrl = (): string => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The environment a shop's processes start from in a test: only what a program needs to run, never
 * the test runner's own settings (NODE_ENV=test, a developer's DATABASE_URL).
 */
export const processBaseEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/tmp',
});
