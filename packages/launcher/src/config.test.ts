import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRunConfig, runPorts } from './config.js';
import { REPO_ROOT } from './shop/types.js';

describe('the run command configuration', () => {
  it('takes the default address of every part, moved by SHOP_PORT_OFFSET', () => {
    expect(runPorts(0)).toEqual({
      gateway: 8080,
      catalog: 4001,
      orders: 4002,
      payments: 4003,
      'ocr-worker': 4004,
      notifications: 4005,
      'mail-smtp': 1025,
      'mail-web': 1080,
      'object-storage': 9000,
    });
    const config = loadRunConfig({ SHOP_PORT_OFFSET: '100' }, false);
    // The gateway's is PORT, its own setting, which the offset leaves alone.
    expect(config.ports).toMatchObject({ gateway: 8080, catalog: 4101, 'mail-web': 1180 });
    expect(config.s3Port).toBe(9100);
  });

  it("keeps its data in the checkout's .data folder unless SHOP_DATA_DIR names one", () => {
    expect(REPO_ROOT).toBe(join(import.meta.dirname, '..', '..', '..'));
    expect(loadRunConfig({}, false).dataDir).toBe(join(REPO_ROOT, '.data'));
    expect(loadRunConfig({ SHOP_DATA_DIR: '/tmp/shop' }, false).dataDir).toBe('/tmp/shop');
  });

  it('keeps PORT as given, and names it in the public address', () => {
    const config = loadRunConfig({ SHOP_PORT_OFFSET: '100', PORT: '3000' }, false);
    expect(config.ports.gateway).toBe(3000);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
  });

  it('uses the stores it is given, and an embedded S3 only without S3_ENDPOINT', () => {
    expect(loadRunConfig({}, false).stores).toEqual({ databaseUrl: undefined, redisUrl: undefined, s3: undefined });
    const given = loadRunConfig(
      { DATABASE_URL: 'postgres://db/shop', REDIS_URL: 'redis://r:6379', S3_ENDPOINT: 'http://minio:9000' },
      false,
    );
    expect(given.stores).toEqual({
      databaseUrl: 'postgres://db/shop',
      redisUrl: 'redis://r:6379',
      s3: { endpoint: 'http://minio:9000', accessKey: 'S3RVER', secretKey: 'S3RVER' },
    });
  });

  it('takes only the secrets the operator set, an empty one as unset', () => {
    expect(loadRunConfig({ ADMIN_PASSWORD: 'chosen-password', SESSION_SECRET: '' }, false).secrets).toEqual({
      ADMIN_PASSWORD: 'chosen-password',
    });
  });

  it('names each bad variable', () => {
    expect(() => loadRunConfig({ SHOP_PORT_OFFSET: 'ten', MAIL_WEB_PORT: '70000' }, false)).toThrow(
      /SHOP_PORT_OFFSET[\s\S]*MAIL_WEB_PORT/,
    );
  });
});
