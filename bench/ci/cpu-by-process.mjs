// Runs a command and says where the machine's CPU went while it ran, by kind of process: which
// Chromium process (renderer, browser, GPU), which service, which workspace's vitest, PostgreSQL,
// Redis. What found that the browser tests spent two thirds of their CPU in Chromium.
//
// Usage: node bench/ci/cpu-by-process.mjs [--every-ms 500] -- <command> [args...]
//   e.g. node bench/ci/cpu-by-process.mjs -- pnpm --filter @shop/e2e test tests/storefront.spec.ts
//
// Reads /proc/[pid]/stat each interval and sums each process's CPU (all of it for a process started
// during the run, else what it used after the first look), so a process that starts and ends
// between two looks is missed (the table says how much of the machine's busy time it accounts
// for). Linux only.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
if (dashes === -1 || dashes === args.length - 1) {
  console.error('usage: node bench/ci/cpu-by-process.mjs [--every-ms 500] -- <command> [args...]');
  process.exit(2);
}
const everyAt = args.indexOf('--every-ms');
const everyMs = everyAt !== -1 && everyAt < dashes ? Number(args[everyAt + 1]) : 500;
const [command, ...commandArgs] = args.slice(dashes + 1);
const repo = resolve(import.meta.dirname, '..', '..');
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** What a process is, from its command line (and, for vitest, the workspace it runs in). */
function kindOf(pid) {
  const cmd = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ');
  if (!cmd) return undefined;
  if (/chrom/.test(cmd)) {
    const type = /--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser';
    const sub = /--utility-sub-type=([\w.]+)/.exec(cmd)?.[1];
    return `chromium ${type}${sub ? ` ${sub}` : ''}`;
  }
  if (/vitest/.test(cmd)) {
    try {
      return `vitest ${readlinkSync(`/proc/${pid}/cwd`).replace(`${repo}/`, '')}`;
    } catch {
      return 'vitest';
    }
  }
  const service = /services\/([\w-]+)\/dist/.exec(cmd)?.[1];
  if (service) return `service ${service}`;
  for (const [pattern, kind] of [
    [/^postgres/, 'postgres'],
    [/\/postgres /, 'postgres'],
    [/redis-server/, 'redis'],
    [/playwright/, 'playwright'],
    [/maildev/, 'maildev'],
    [/s3rver/, 's3rver'],
    [/scripts\/dev\.mjs/, 'run command (scripts/dev.mjs)'],
    [/typescript\/bin\/tsc|\btsc\b/, 'tsc'],
    [/eslint/, 'eslint'],
    [/vite/, 'vite'],
    [/turbo/, 'turbo'],
    [/tesseract/, 'tesseract'],
  ])
    if (pattern.test(cmd)) return kind;
  return `other: ${cmd.slice(0, 50)}`;
}

/** Busy ticks of the whole machine so far (all but idle and iowait). */
function machineBusyTicks() {
  const fields = (read('/proc/stat') ?? '').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return fields.reduce((sum, n) => sum + n, 0) - (fields[3] ?? 0) - (fields[4] ?? 0);
}

/** Clock ticks since boot now: a process that started after this is counted whole. */
const startedAtTicks = Number((read('/proc/uptime') ?? '0').split(' ')[0]) * TICKS_PER_SECOND;
const seen = new Map(); // pid + start time → { ticks, kind }
const byKind = new Map();
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const key = `${pid}:${fields[19]}`;
    const before = seen.get(key);
    if (!before) {
      const kind = kindOf(pid);
      const isNew = Number(fields[19]) >= startedAtTicks;
      seen.set(key, { ticks, kind });
      if (kind && isNew) byKind.set(kind, (byKind.get(kind) ?? 0) + ticks);
      continue;
    }
    if (before.kind) byKind.set(before.kind, (byKind.get(before.kind) ?? 0) + ticks - before.ticks);
    before.ticks = ticks;
  }
}

const busyAtStart = machineBusyTicks();
const started = Date.now();
sample();
const timer = setInterval(sample, everyMs);
const child = spawn(command, commandArgs, { stdio: 'inherit' });
const code = await new Promise((done) => child.on('close', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))));
clearInterval(timer);
sample();

const seconds = (ticks) => (ticks / TICKS_PER_SECOND).toFixed(1).padStart(8);
const busy = machineBusyTicks() - busyAtStart;
const counted = [...byKind.values()].reduce((sum, n) => sum + n, 0);
const wallSeconds = (Date.now() - started) / 1000;
console.log(`\nCPU by kind of process (${wallSeconds.toFixed(0)} s of wall time, command exit ${code})`);
for (const [kind, ticks] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, ticks]) => ticks > 0))
  console.log(`${seconds(ticks)} s  ${kind}`);
console.log(
  `${seconds(counted)} s  counted, of ${seconds(busy).trim()} s the machine was busy (${((100 * busy) / TICKS_PER_SECOND / wallSeconds).toFixed(0)}% of one core on average)`,
);
process.exit(code);
