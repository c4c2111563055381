import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, runs closers and exits 0', async () => {
    const child = spawn(process.execPath, [new URL('../test-fixtures/slow-service.mjs', import.meta.url).pathname], {
      env: { ...process.env, LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no port: ${output}`)), 10_000);
      child.stdout.on('data', () => {
        const match = /LISTENING (\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => 'answered',
      () => 'refused',
    );

    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    expect(refused).toBe('refused');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output).toContain('closer ran');
    expect(output).toContain('stopped');
  });
});
