import { startS3rverProcess } from '@shop/launcher';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';

/** s3rver as a child process with a fault proxy in front, so a test can take storage away or cut uploads. */
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
  const storage = await startS3rverProcess();
  const faults = await startFaultProxy(storage.port).catch(async (error: unknown) => {
    await storage.destroy();
    throw error;
  });
  return {
    port: storage.port,
    endpoint: storage.endpoint,
    dir: storage.dir,
    faultyEndpoint: `http://127.0.0.1:${faults.port}`,
    faults,
    start: storage.start,
    stop: storage.stop,
    async destroy() {
      await faults.close();
      await storage.destroy();
    },
  };
}
