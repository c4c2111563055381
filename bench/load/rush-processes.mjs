// What bench/load/rush.mjs knows about the processes of a running shop, from Linux's /proc alone:
// who listens on a port, a process's children, command line and environment, and the CPU time
// (utime + stime) of every process of the stack, grouped by name.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { cpuSecondsOf } from '../lib/shop-stack.mjs';

export { cpuSecondsOf };

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

/** The parent of `pid`, or undefined once it exited. */
export function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

export const childrenOf = (pid) =>
  pids()
    .map(Number)
    .filter((child) => parentOf(child) === pid);

export function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** A process's environment (readable for our own user's processes, or as root). */
export function environmentOf(pid) {
  try {
    return Object.fromEntries(
      readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
  } catch {
    return {};
  }
}

/** The pid listening on a TCP `port` of this machine, or undefined (another user's, or none). */
export function pidListeningOn(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the 10th field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return undefined;
  for (const pid of pids()) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

/** The service a node process runs (`services/<name>/dist/main.js`), else its program's name. */
export function serviceNameOf(pid) {
  const args = commandLineOf(pid);
  const entry = args.find((arg) => /services\/[^/]+\/dist\/main\.js$/.test(arg));
  if (entry) return /services\/([^/]+)\/dist\/main\.js$/.exec(entry)[1];
  return args[0]?.split('/').at(-1) ?? `pid ${pid}`;
}

/**
 * CPU seconds of every process in `groups` (name → pids), summed per name. `dynamic` groups are
 * asked for their pids again at each snapshot (PostgreSQL backends come and go with the pools).
 */
export async function cpuSnapshot(groups) {
  const snapshot = {};
  for (const [name, pidsOf] of Object.entries(groups)) {
    const perPid = {};
    for (const pid of typeof pidsOf === 'function' ? await pidsOf() : pidsOf) {
      const seconds = cpuSecondsOf(pid);
      if (seconds !== undefined) perPid[pid] = seconds;
    }
    snapshot[name] = perPid;
  }
  return snapshot;
}

/**
 * CPU seconds each group used between two snapshots. A pid first seen in `after` (a backend
 * opened meanwhile) counts from its start; one gone by `after` is lost (rare: pools keep theirs).
 */
export function cpuBetween(before, after) {
  const used = {};
  for (const [name, perPid] of Object.entries(after)) {
    let sum = 0;
    for (const [pid, seconds] of Object.entries(perPid)) sum += seconds - (before[name]?.[pid] ?? 0);
    used[name] = sum;
  }
  return used;
}

/** PostgreSQL's processes: the backends serving `database` (but `ownPid`), and the server's own. */
export async function postgresGroups(pool, database) {
  const { rows } = await pool.query('select pg_backend_pid() as pid');
  const ownPid = rows[0].pid;
  const { rows: activity } = await pool.query('select pid, datname, backend_type from pg_stat_activity');
  const local = (pid) => cpuSecondsOf(pid) !== undefined;
  if (!activity.some((row) => local(row.pid))) return {};
  const anyBackend = activity.find((row) => local(row.pid))?.pid;
  const postmaster = parentOf(anyBackend);
  // A snapshot asks again: the services' pools open and close backends.
  const backends = async () => {
    const { rows: now } = await pool.query(
      `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> $2`,
      [database, ownPid],
    );
    return now.map((row) => row.pid);
  };
  const shared = [
    postmaster,
    ...activity.filter((row) => row.backend_type !== 'client backend' && local(row.pid)).map((row) => row.pid),
  ];
  return { backends, shared };
}

/** Redis's server process, from INFO (undefined when it runs elsewhere). */
export async function redisPid(redis) {
  const info = await redis.info('server');
  const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
  return cpuSecondsOf(pid) === undefined ? undefined : pid;
}
