import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERNAL_HEADERS, JOBS, type OcrResultJob, ocrResultJobId, QUEUES } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import {
  createTestDatabase,
  startedLater,
  startFaultProxy,
  startTestS3,
  type FaultProxy,
  testRedisUrl,
  uniqueQueuePrefix,
  type TestDatabase,
  type TestS3,
} from '@shop/testkit';
import { Queue } from 'bullmq';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import * as Minio from 'minio';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { catalogEnvSchema, type CatalogConfig } from '../config.js';
import { createDeps, type CatalogDeps } from '../deps.js';

export const TEST_INTERNAL_TOKEN = 'catalog-test-internal-token-0123';

export interface CatalogHarness {
  app: AppInstance;
  deps: CatalogDeps;
  config: CatalogConfig;
  database: TestDatabase;
  s3: TestS3;
  /** With `s3FaultProxy`: between the catalog and S3 (the test's own listing goes around it). */
  s3Proxy: FaultProxy | undefined;
  /** Calls the catalog as the gateway would, for the given role. */
  request(role: 'admin' | 'public', options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Puts a result on `ocr-results` as the OCR worker does. */
  sendResult(result: OcrResultJob, attempt?: number): Promise<void>;
  /** True once every result sent so far has been consumed. */
  resultsDrained(): Promise<boolean>;
  listObjects(): Promise<string[]>;
  close(): Promise<void>;
}

/** The real catalog on a fresh database, its own queue prefix and bucket, and an s3rver. */
export async function startCatalog(
  env: Record<string, string> = {},
  { s3FaultProxy = false }: { s3FaultProxy?: boolean } = {},
): Promise<CatalogHarness> {
  const database = await createTestDatabase('catalog');
  const s3 = await startTestS3();
  const s3Proxy = s3FaultProxy ? await startFaultProxy(Number(new URL(s3.endpoint).port)) : undefined;
  const uploadTmpDir = await mkdtemp(join(tmpdir(), 'catalog-uploads-'));
  const config = catalogEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: uniqueQueuePrefix('catalog'),
    S3_ENDPOINT: s3Proxy ? `http://127.0.0.1:${s3Proxy.port}` : s3.endpoint,
    S3_BUCKET: 'catalog-test',
    OCR_BACKOFF_MS: '50',
    UPLOAD_TMP_DIR: uploadTmpDir,
    ...env,
  });
  const deps = createDeps(config, pino({ level: 'silent' }));
  await prepare(deps);
  const app = await buildApp(deps);
  await app.ready();

  const resultsRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const results = new Queue(QUEUES.ocrResults, { connection: resultsRedis, prefix: config.QUEUE_PREFIX });
  const minio = new Minio.Client({
    endPoint: '127.0.0.1',
    port: Number(new URL(s3.endpoint).port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    pathStyle: true,
  });

  return {
    app,
    deps,
    config,
    database,
    s3,
    s3Proxy,
    request(role, options) {
      const headers = {
        ...(options.headers ?? {}),
        [INTERNAL_HEADERS.token]: TEST_INTERNAL_TOKEN,
        [INTERNAL_HEADERS.role]: role,
      };
      return app.inject({ ...options, headers });
    },
    async sendResult(result, attempt = 0) {
      await results.add(JOBS.applyOcrResult, result, {
        jobId: ocrResultJobId(result.artworkId, result.outcome, attempt),
      });
    },
    async resultsDrained() {
      const counts = await results.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((count) => count === 0);
    },
    async listObjects() {
      const names: string[] = [];
      for await (const item of minio.listObjectsV2(config.S3_BUCKET, '', true)) {
        if (typeof item.name === 'string') names.push(item.name);
      }
      return names.sort();
    },
    async close() {
      await results.obliterate({ force: true }).catch(() => undefined);
      await results.close();
      resultsRedis.disconnect();
      await deps.ocrQueue.obliterate({ force: true }).catch(() => undefined);
      await deps.ocrBulkQueue.obliterate({ force: true }).catch(() => undefined);
      await app.close();
      await deps.close();
      await s3Proxy?.close();
      await s3.close();
      await database.drop();
      await rm(uploadTmpDir, { recursive: true, force: true });
    },
  };
}

/** startCatalog registered as the file's beforeAll (its close as the afterAll), to be read in its tests and hooks. */
export function useCatalog(...options: Parameters<typeof startCatalog>): CatalogHarness {
  let harness: CatalogHarness | undefined;
  beforeAll(async () => {
    harness = await startCatalog(...options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return startedLater('the catalog', () => harness);
}
