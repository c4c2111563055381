import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SigningAnswer, SigningJob } from './signing-worker.js';

/**
 * Signs one file on a thread of its own, ended when it answers: the WebAssembly memory a copy
 * took (some three times the file's size) goes with it.
 */
export async function runSigningJob(job: SigningJob, timeoutMs: number): Promise<SigningAnswer> {
  const file = new URL(`./signing-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  const thread = new Worker(file, { workerData: job });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<SigningAnswer>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'failed', reason: `signing took over ${timeoutMs} ms` }), timeoutMs);
      thread.once('message', resolve);
      thread.once('error', (error) =>
        resolve({ kind: 'failed', reason: `the signing thread failed: ${String(error)}` }),
      );
      thread.once('exit', (code) => resolve({ kind: 'failed', reason: `the signing thread stopped (${code})` }));
    });
  } finally {
    clearTimeout(timer);
    await thread.terminate();
  }
}
