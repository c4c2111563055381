import type { Readable } from 'node:stream';
import * as Minio from 'minio';
import { Agent, request } from 'undici';
import { countPassedBytes } from './passed-buffers.js';

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

/** How long the URL of one read is valid: it is used at once, by this process only. */
const PRESIGNED_READ_SECONDS = 60;
/** Bytes a read may buffer ahead of its reader: one read from the socket per 64 KB either way, but
 * fewer pauses and resumes of the socket when the reader is a download's slower client. */
const READ_HIGH_WATER_MARK = 1024 * 1024;

/** An S3 error answer (`<Error><Code>NoSuchBucket</Code>…`) as an Error with its code, as minio throws them. */
function storageErrorOf(statusCode: number, answer: string): Error & { code: string } {
  const code = /<Code>([^<]+)<\/Code>/.exec(answer)?.[1] ?? `HTTP${statusCode}`;
  const message = /<Message>([^<]+)<\/Message>/.exec(answer)?.[1] ?? `storage answered ${statusCode}`;
  return Object.assign(new Error(message), { code, statusCode });
}

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
  // Downloads' reads: a pool per storage host, kept alive between downloads.
  const reads = new Agent({ keepAliveTimeout: 10_000 }).compose(countPassedBytes);

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
      // One GET by a presigned URL through undici, not minio's getObject (node:http): a 200 MB
      // download cost orders 4-7 ms of CPU per MB read that way, about 3 this way, most of it
      // in fewer, larger reads (READ_HIGH_WATER_MARK). bench/http/download-large.mjs measures it.
      const url = await client.presignedGetObject(bucket, key, PRESIGNED_READ_SECONDS);
      const { statusCode, headers, body } = await request(url, {
        dispatcher: reads,
        highWaterMark: READ_HIGH_WATER_MARK,
      });
      if (statusCode === 404) {
        await body.dump();
        return undefined;
      }
      if (statusCode !== 200) throw storageErrorOf(statusCode, await body.text());
      const sizeBytes = Number(headers['content-length']);
      if (Number.isSafeInteger(sizeBytes) && sizeBytes >= 0) return { stream: body, sizeBytes };
      // No length stated (a storage that chunks its answers): ask for it.
      const stat = await this.stat(key);
      if (!stat) {
        body.destroy();
        return undefined;
      }
      return { stream: body, sizeBytes: stat.sizeBytes };
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
