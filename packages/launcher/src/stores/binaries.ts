import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { binaryOverrides } from '../config.js';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/**
 * The program the operator named (e.g. REDIS_SERVER_BIN), else one on PATH, else in Debian's
 * versioned PostgreSQL folders (newest first); undefined if none.
 */
export function findBinary(name: string): string | undefined {
  const named = binaryOverrides()[name];
  if (named) return named;
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const versions = existsSync(POSTGRES_ROOT) ? readdirSync(POSTGRES_ROOT).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = join(POSTGRES_ROOT, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function requireBinary(name: string, install: string): string {
  const found = findBinary(name);
  if (!found) throw new Error(`${name} is not installed: install it (Debian: apt-get install ${install})`);
  return found;
}

/** The `postgres` account's ids when running as root: PostgreSQL refuses to run as root. */
export function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
