import type { AddressInfo } from 'node:net';
import { INTERNAL_HEADERS } from '@shop/contracts';
import { buildApp, prepare } from '@shop/catalog/app';
import { catalogEnvSchema } from '@shop/catalog/config';
import { createDeps } from '@shop/catalog/deps';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, startTestS3, testRedisUrl, uniqueQueuePrefix } from '@shop/testkit';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** The real catalog (its own database, bucket and queue prefix) on a port, as the e-mails ask it. */
export interface CatalogForMail {
  url: string;
  /** Its queue prefix: a deployment's services share one, and the e-mails read its public generation there. */
  prefix: string;
  /** Calls the catalog as the gateway would for the curator. */
  asCurator(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startCatalogForMail(label: string, internalToken: string): Promise<CatalogForMail> {
  const database = await createTestDatabase(`catalog_${label.replace(/-/g, '_')}`);
  const s3 = await startTestS3();
  const prefix = uniqueQueuePrefix(`catalog-${label}`);
  const deps = createDeps(
    catalogEnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: internalToken,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'notifications-test',
    }),
  );
  await prepare(deps);
  const app: AppInstance = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    prefix,
    asCurator: (options) =>
      app.inject({
        ...options,
        headers: {
          ...(options.headers ?? {}),
          [INTERNAL_HEADERS.token]: internalToken,
          [INTERNAL_HEADERS.role]: 'admin',
        },
      }),
    async close() {
      await deps.ocrQueue.obliterate({ force: true }).catch(() => undefined);
      await deps.ocrBulkQueue.obliterate({ force: true }).catch(() => undefined);
      await app.close();
      await deps.close();
      await s3.close();
      await database.drop();
    },
  };
}
