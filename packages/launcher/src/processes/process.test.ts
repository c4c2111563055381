import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startProcess } from './process.js';
import { waitFor } from './wait-for.js';

/** A process's group, from /proc (field 5 of stat, after the parenthesised command name). */
const processGroupOf = (pid: number | 'self') =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[2]);

/** Running, as opposed to gone or a zombie nobody reaped yet. */
function isAlive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('startProcess', () => {
  it('hands over every line, keeps the recent ones and reports the exit', async () => {
    const seen: string[] = [];
    const child = startProcess({
      name: 'echo',
      command: process.execPath,
      args: ['-e', 'console.log("one\\ntwo"); console.error("three")'],
      onLine: (line) => seen.push(line),
    });
    await child.exited();
    expect(child.isRunning()).toBe(false);
    expect(seen.sort()).toEqual(['one', 'three', 'two']);
    expect(child.recentOutput().split('\n').sort()).toEqual(['one', 'three', 'two']);
  });

  it('stops a process that ignores SIGTERM with SIGKILL after the grace period', async () => {
    const child = startProcess({
      name: 'stubborn',
      command: process.execPath,
      args: ['-e', 'process.on("SIGTERM", () => {}); console.log("ready"); setInterval(() => {}, 1000)'],
    });
    while (child.lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await child.stop('SIGTERM', 200);
    expect(child.isRunning()).toBe(false);
  });

  it('starts a detached process in a process group of its own', async () => {
    const script = 'process.on("SIGINT", () => {}); console.log("ready"); setInterval(() => {}, 1000)';
    const [attached, detached] = [false, true].map((isDetached) =>
      startProcess({ name: `detached-${isDetached}`, command: process.execPath, args: ['-e', script], isDetached }),
    );
    try {
      while (attached?.lines.length === 0 || detached?.lines.length === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(processGroupOf(attached?.pid ?? 0)).toBe(processGroupOf('self'));
      expect(processGroupOf(detached?.pid ?? 0)).toBe(detached?.pid);
    } finally {
      await Promise.all([attached?.stop('SIGKILL', 0), detached?.stop('SIGKILL', 0)]);
    }
  });

  it('sends SIGTERM to a detached process when the caller exits first', async () => {
    const launcher = new URL('../../dist/index.js', import.meta.url).href;
    const caller = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startProcess } from ${JSON.stringify(launcher)};
const child = startProcess({ name: 'sleeper', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], isDetached: true });
console.log(child.pid);
process.exit(0);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    caller.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await once(caller, 'exit');
    const pid = Number(output.trim());
    expect(pid).toBeGreaterThan(0);
    try {
      await waitFor(() => !isAlive(pid), { timeoutMs: 10_000, what: `the detached process ${pid} to stop` });
    } finally {
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
