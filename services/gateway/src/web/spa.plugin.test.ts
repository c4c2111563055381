import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CATEGORY_META, registerSpa, withRuntimeSettings } from './spa.plugin.js';

describe('the web app as the gateway serves it', () => {
  let dist: string;
  const app = Fastify();
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'spa-test-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body></body></html>',
    );
    await writeFile(join(dist, 'app.js'), 'console.log(1)');
    await registerSpa(app, dist, { houseCategory: 'Political Edge' });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/index.html'])('tells %s the house category in index.html', async (url) => {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`<head><meta name="${HOUSE_CATEGORY_META}" content="Political Edge"><title>`);
  });

  it('serves other files as they are, cached for long', async () => {
    const asset = await app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('escapes the value it writes into the page', () => {
    expect(withRuntimeSettings('<head>', { houseCategory: 'A "B" <C> & D' })).toBe(
      `<head><meta name="${HOUSE_CATEGORY_META}" content="A &quot;B&quot; &lt;C&gt; &amp; D">`,
    );
  });
});
