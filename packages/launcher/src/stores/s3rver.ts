import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
export const S3RVER_KEY = 'S3RVER';

/** An s3rver in this process. */
export interface EmbeddedS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Where the objects are kept. */
  directory: string;
  close(): Promise<void>;
}

export interface S3rverOptions {
  /** Kept between runs when given; else a temporary folder removed by `close`. */
  directory?: string;
  /** 0 (default) lets the OS pick. */
  port?: number;
}

/** s3rver in this process on a loopback port: the local stand-in for MinIO. */
export async function startS3rver(options: S3rverOptions = {}): Promise<EmbeddedS3> {
  const isTemporary = options.directory === undefined;
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 'shop-s3-')));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: options.port ?? 0, silent: true, directory });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey: S3RVER_KEY,
    secretKey: S3RVER_KEY,
    region: 'us-east-1',
    directory,
    async close() {
      await server.close();
      if (isTemporary) await rm(directory, { recursive: true, force: true });
    },
  };
}
