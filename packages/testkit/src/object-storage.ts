import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';
import { freePort, waitForPort, waitForPortClosed } from './ports.js';
import { startProcess, type ManagedProcess } from './process.js';

/** From dist/ (and src/): the package's bin folder. */
const S3RVER_PROCESS = resolve(import.meta.dirname, '../bin/s3rver-process.mjs');

/** s3rver (the local stand-in for MinIO) as a child process, so a test can take storage away. */
export interface PrivateObjectStorage {
  port: number;
  endpoint: string;
  /** Where s3rver keeps objects: `<dir>/<bucket>/<key>._S3rver_object`. */
  dir: string;
  /** The same storage through a proxy that a test can make cut requests mid-body. */
  faultyEndpoint: string;
  faults: FaultProxy;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivateObjectStorage(): Promise<PrivateObjectStorage> {
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
  const faults = await startFaultProxy(port);
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    dir,
    faultyEndpoint: `http://127.0.0.1:${faults.port}`,
    faults,
    start,
    stop,
    async destroy() {
      await faults.close();
      await server?.stop('SIGKILL', 0);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
