import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForPort, waitForPortClosed } from '../processes/ports.js';
import { startProcess, type ManagedProcess } from '../processes/process.js';
import { S3RVER_KEY } from './s3rver.js';

/** From dist/stores (and src/stores): the package's bin folder. */
const S3RVER_PROCESS = resolve(import.meta.dirname, '../../bin/s3rver-process.mjs');

/**
 * s3rver (the local stand-in for MinIO) in a process of its own over a temporary folder: a test can
 * take storage away and bring it back, and a bench counting its own CPU does not count the storage's.
 */
export interface S3rverProcess {
  port: number;
  endpoint: string;
  accessKey: string;
  secretKey: string;
  /** Where s3rver keeps objects: `<dir>/<bucket>/<key>._S3rver_object`. */
  dir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startS3rverProcess(): Promise<S3rverProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-s3-'));
  const port = await freePort();
  let server: ManagedProcess | undefined;

  async function start(): Promise<void> {
    server = startProcess({ name: 's3rver', command: process.execPath, args: [S3RVER_PROCESS, String(port), dir] });
    await waitForPort(port, `s3rver on ${port}`);
  }
  async function stop(): Promise<void> {
    await server?.stop('SIGKILL', 0);
    await waitForPortClosed(port, `s3rver on ${port} to stop`);
  }

  await start();
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: S3RVER_KEY,
    secretKey: S3RVER_KEY,
    dir,
    start,
    stop,
    async destroy() {
      await server?.stop('SIGKILL', 0);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
