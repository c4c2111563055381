import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

const PLATFORM = new URL('../dist/index.js', import.meta.url).href;

/** The lines a process writes with `createLogger`, its stdout a pipe (as under the run command). */
async function logLines(env: Record<string, string | undefined>): Promise<string[]> {
  const script = `import { createLogger } from ${JSON.stringify(PLATFORM)};
createLogger('orders').info({ orderId: 'o-1' }, 'order recorded');`;
  const { NODE_ENV: _nodeEnv, LOG_FORMAT: _logFormat, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [code] = await once(child, 'exit');
  expect(code, output).toBe(0);
  return output.split('\n').filter(Boolean);
}

describe('createLogger', () => {
  it('writes readable lines when LOG_FORMAT=pretty, though its output is not a terminal', async () => {
    const lines = await logLines({ NODE_ENV: 'development', LOG_FORMAT: 'pretty' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/^\s*\{/);
    expect(lines[0]).toMatch(/INFO.*order recorded.*o-1/);
  });

  it('writes JSON when LOG_FORMAT=json, when not on a terminal, and always in production', async () => {
    const envs = [
      { NODE_ENV: 'development', LOG_FORMAT: 'json' },
      { NODE_ENV: 'development' },
      { NODE_ENV: 'production', LOG_FORMAT: 'pretty' },
    ];
    const outputs = await Promise.all(envs.map((env) => logLines(env)));
    outputs.forEach(([line = ''], index) => {
      expect(JSON.parse(line), JSON.stringify(envs[index])).toMatchObject({
        level: 30,
        service: 'orders',
        orderId: 'o-1',
        msg: 'order recorded',
      });
    });
  });
});
