import { describe, expect, it } from 'vitest';
import { startProcess } from './process.js';

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
});
