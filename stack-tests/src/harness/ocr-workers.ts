import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { waitFor } from '@shop/testkit';

const require = createRequire(import.meta.url);

/** The built OCR worker (services/ocr-worker/dist/main.js), as production runs it. */
function workerEntry(): string {
  return join(dirname(require.resolve('@shop/ocr-worker/package.json')), 'dist', 'main.js');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface OcrWorkerProcess {
  child: ChildProcess;
  port: number;
  output: string[];
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts one OCR worker process on the stack's Redis, queue prefix and S3, and waits until it is ready. */
export async function startOcrWorkerProcess(
  env: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<OcrWorkerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [workerEntry()], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const waitExit = () => new Promise<void>((resolve) => (exited() ? resolve() : child.once('exit', () => resolve())));
  await waitFor(
    async () => {
      if (exited()) throw new Error(`OCR worker exited: ${output.join('')}`);
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      return response.ok;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: 'OCR worker ready' },
  );
  return {
    child,
    port,
    output,
    async stop() {
      if (!exited()) child.kill('SIGTERM');
      await waitExit();
    },
    async kill(signal) {
      if (!exited()) child.kill(signal);
      await waitExit();
    },
  };
}
