import type { Readable } from 'node:stream';
import * as Minio from 'minio';

export interface StorageConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface StoredObject {
  sizeBytes: number;
  etag: string;
  contentType: string | undefined;
}

/** One entry of a listing. */
export interface ListedObject {
  key: string;
  sizeBytes: number;
  lastModified: Date;
}

/** Object storage (MinIO in production, s3rver locally): originals and previews under server-chosen keys. */
export interface ObjectStorage {
  bucket: string;
  ensureBucket(): Promise<void>;
  put(key: string, body: Readable | Buffer, contentType: string, sizeBytes?: number): Promise<void>;
  get(key: string): Promise<Readable>;
  /**
   * The object's body and size from one GET (its Content-Length), or undefined when there is no
   * such object: a download opens with one round trip to the storage, not a HEAD then a GET.
   */
  open(key: string): Promise<{ stream: Readable; sizeBytes: number } | undefined>;
  getBuffer(key: string): Promise<Buffer>;
  stat(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, page by page (memory stays flat on a big bucket). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** A URL that accepts one PUT of `key` for `expirySeconds`, for streaming a body of known length. */
  presignedPutUrl(key: string, expirySeconds: number): Promise<string>;
  ping(): Promise<void>;
}

/** The S3_* settings of `storageEnvShape`, as every service's config holds them. */
export interface StorageEnv {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
}

export function storageConfigOf(env: StorageEnv): StorageConfig {
  return {
    endpoint: env.S3_ENDPOINT,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
  };
}

const BUCKET_THERE_CODES = new Set(['BucketAlreadyExists', 'BucketAlreadyOwnedByYou']);
const isBucketThere = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && BUCKET_THERE_CODES.has(String(error.code));

export function createStorage(config: StorageConfig): ObjectStorage {
  const url = new URL(config.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Minio.Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    pathStyle: true,
  });
  const bucket = config.bucket;

  return {
    bucket,
    async ensureBucket() {
      if (await client.bucketExists(bucket)) return;
      try {
        await client.makeBucket(bucket, config.region);
      } catch (error) {
        // Replicas starting together all see no bucket and all create it: the losers
        // are told it exists, which is what they wanted.
        if (!isBucketThere(error)) throw error;
      }
    },
    async put(key, body, contentType, sizeBytes) {
      await client.putObject(bucket, key, body, sizeBytes, { 'Content-Type': contentType });
    },
    async get(key) {
      return client.getObject(bucket, key);
    },
    async open(key) {
      let stream: Readable;
      try {
        stream = await client.getObject(bucket, key);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      const sizeBytes = Number(
        (stream as Readable & { headers?: Record<string, unknown> }).headers?.['content-length'],
      );
      if (Number.isSafeInteger(sizeBytes) && sizeBytes >= 0) return { stream, sizeBytes };
      // No length stated (a storage that chunks its answers): ask for it.
      const stat = await this.stat(key);
      if (!stat) {
        stream.destroy();
        return undefined;
      }
      return { stream, sizeBytes: stat.sizeBytes };
    },
    async getBuffer(key) {
      const stream = await client.getObject(bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async stat(key) {
      try {
        const stat = await client.statObject(bucket, key);
        return {
          sizeBytes: stat.size,
          etag: stat.etag,
          contentType: stat.metaData['content-type'] as string | undefined,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.removeObject(bucket, key);
    },
    async *list(prefix) {
      for await (const item of client.listObjectsV2(bucket, prefix, true) as AsyncIterable<Minio.BucketItem>) {
        if (item.name) yield { key: item.name, sizeBytes: item.size, lastModified: new Date(item.lastModified) };
      }
    },
    async presignedPutUrl(key, expirySeconds) {
      return client.presignedPutObject(bucket, key, expirySeconds);
    },
    async ping() {
      await client.bucketExists(bucket);
    },
  };
}

export function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchBucket';
}
