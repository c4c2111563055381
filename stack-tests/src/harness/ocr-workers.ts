import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, startProcess, waitFor, type ManagedProcess } from '@shop/testkit';

const require = createRequire(import.meta.url);

/** The built OCR worker (services/ocr-worker/dist/main.js), as production runs it. */
function workerEntry(): string {
  return join(dirname(require.resolve('@shop/ocr-worker/package.json')), 'dist', 'main.js');
}

export interface OcrWorkerProcess {
  process: ManagedProcess;
  port: number;
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
  const child = startProcess({
    name: 'ocr-worker',
    command: process.execPath,
    args: [workerEntry()],
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...extra },
  });
  await waitFor(
    async () => {
      if (!child.isRunning()) throw new Error(`OCR worker exited: ${child.recentOutput()}`);
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      return response.ok;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: 'OCR worker ready' },
  );
  return {
    process: child,
    port,
    // No grace deadline: a test that stops a worker waits for its jobs to finish.
    stop: () => child.stop('SIGTERM', 600_000),
    kill: (signal) => child.stop(signal, 600_000),
  };
}
