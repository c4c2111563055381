import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { runPorts } from '@shop/launcher';
import {
  createTestDatabase,
  portAnswers,
  REPO_ROOT,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
  type TestDatabase,
} from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const READY_LINE = '[shop] Press Ctrl-C to stop everything.';
const PROCESSES = ['catalog', 'payments', 'orders', 'ocr-worker', 'notifications', 'gateway'];
const PROCESS_LINE = /^\[([a-z-]+)\] (.*)$/;
/** pino-pretty's level label, or a JSON line's numeric level, of an error or worse. */
const ERROR_LEVEL = /^\[[\d:.]+\] (ERROR|FATAL) |"level":\s*[56]0\b/;

/** The ports the run command takes at SHOP_PORT_OFFSET `offset`. */
const portsAt = (offset: number) => Object.values(runPorts(offset));

/** An offset whose ports are all free, below the ephemeral range outgoing connections use. */
async function freeOffset(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const offset = 10_000 + Math.floor(Math.random() * 1200) * 10;
    const taken = await Promise.all(portsAt(offset).map((port) => portAnswers(port, '127.0.0.1', 300)));
    if (!taken.some(Boolean)) return offset;
  }
  throw new Error('no SHOP_PORT_OFFSET with all its ports free');
}

/**
 * The run command as a person runs it in a terminal (scripts/dev.mjs, which start.sh
 * execs after the build), on ports of its own, stopped with Ctrl-C: the terminal's SIGINT to the
 * whole foreground process group.
 */
describe('the run command', () => {
  let offset: number;
  let dataDir: string;
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  const lines: string[] = [];
  const output = () => lines.slice(-60).join('\n');
  let hasExited = false;

  beforeAll(async () => {
    offset = await freeOffset();
    dataDir = await mkdtemp(join(tmpdir(), 'shop-run-command-'));
    database = await createTestDatabase('run_command');
    child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'dev.mjs')], {
      cwd: REPO_ROOT,
      // What a person's shell has, not the test runner's NODE_ENV=test and the like.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SHOP_PORT_OFFSET: String(offset),
        PORT: String(8080 + offset),
        HOST: '127.0.0.1',
        SHOP_DATA_DIR: dataDir,
        SHOP_SEED: 'false',
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: uniqueQueuePrefix('run-command'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // The leader of a process group of its own, as a shell starts a foreground job.
      detached: true,
    });
    exit = new Promise((resolve) =>
      child?.once('exit', (code, signal) => {
        hasExited = true;
        resolve({ code, signal });
      }),
    );
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        const complete = (partial + chunk).split('\n');
        partial = complete.pop() ?? '';
        lines.push(...complete.map((line) => stripVTControlCharacters(line)).filter(Boolean));
      });
    }
    await waitFor(
      () => {
        if (hasExited) throw new Error(`the run command exited:\n${output()}`);
        return lines.includes(READY_LINE);
      },
      { timeoutMs: 100_000, intervalMs: 100, what: 'the run command to print its banner' },
    ).catch((error: unknown) => {
      throw new Error(`the run command did not get ready:\n${output()}`, { cause: error });
    });
  }, 120_000);

  afterAll(async () => {
    // Only after a failure is it still running: Ctrl-C stops what it started.
    if (child?.pid !== undefined && !hasExited) {
      process.kill(-child.pid, 'SIGINT');
      const timer = setTimeout(() => child?.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 30_000);
      await exit;
      clearTimeout(timer);
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('starts with readable log lines and no error', () => {
    const started = new Set(lines.map((line) => PROCESS_LINE.exec(line)?.[1]));
    for (const name of PROCESSES) expect(started, `no output of ${name}:\n${output()}`).toContain(name);
    for (const line of lines) {
      const text = PROCESS_LINE.exec(line)?.[2] ?? line;
      expect(text, 'a JSON log line').not.toMatch(/^\{/);
      expect(text, 'an error at start').not.toMatch(ERROR_LEVEL);
    }
  });

  it('prints a mail inbox address that shows the inbox', async () => {
    const banner = lines.find((line) => line.startsWith('[shop] Mail inbox:'));
    const address = /(http:\/\/\S+)/.exec(banner ?? '')?.[1];
    if (!address) throw new Error(`no mail inbox in the banner:\n${output()}`);
    expect(new URL(address).port).toBe(String(1080 + offset));
    // A plain request, as curl makes it (no text/html in Accept).
    const page = await fetch(address, { signal: AbortSignal.timeout(10_000) });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<title>[^<]*MailDev/i);
    const mails = await fetch(new URL('api/email', address), { signal: AbortSignal.timeout(10_000) });
    expect(mails.status).toBe(200);
    expect(Array.isArray(await mails.json())).toBe(true);
  });

  it('stops every process once, cleanly, on one Ctrl-C', async () => {
    const pid = child?.pid;
    if (pid === undefined) throw new Error('the run command did not start');
    const before = lines.length;
    process.kill(-pid, 'SIGINT');
    const timeout = setTimeout(() => process.kill(-pid, 'SIGKILL'), 45_000);
    const { code, signal } = await exit;
    clearTimeout(timeout);
    const stopping = lines.slice(before);

    expect({ code, signal }, output()).toEqual({ code: 0, signal: null });
    expect(stopping.filter((line) => /second SIG/.test(line))).toEqual([]);
    for (const line of stopping) expect(PROCESS_LINE.exec(line)?.[2] ?? line).not.toMatch(ERROR_LEVEL);
    // Each service shut down on the run command's own SIGTERM, not on the terminal's SIGINT, so
    // the gateway went first and nothing was signalled twice.
    const shutdowns = stopping.filter((line) => line.includes('shutting down'));
    for (const name of PROCESSES) {
      const own = shutdowns.filter((line) => line.startsWith(`[${name}] `));
      expect(own, `${name}:\n${output()}`).toHaveLength(1);
      expect(own[0]).toContain('SIGTERM');
    }
    const open = await Promise.all(portsAt(offset).map((port) => portAnswers(port, '127.0.0.1', 300)));
    expect(open.some(Boolean), 'a process still listens').toBe(false);
  }, 60_000);
});
