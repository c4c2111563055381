import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLinksSchema } from '../config.js';
import { HOUSE_CATEGORY_META, registerSpa, SOCIAL_LINKS_META, withRuntimeSettings } from './spa.plugin.js';

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

  it('writes the social links only when some are set (issue #15)', () => {
    expect(withRuntimeSettings('<head>', { houseCategory: 'X', socialLinks: [] })).not.toContain(SOCIAL_LINKS_META);
    expect(
      withRuntimeSettings('<head>', {
        houseCategory: 'X',
        socialLinks: [{ name: 'Instagram', href: 'https://www.instagram.com/shop?a=1&b="2"' }],
      }),
    ).toContain(
      `<meta name="${SOCIAL_LINKS_META}" content="[{&quot;name&quot;:&quot;Instagram&quot;,&quot;href&quot;:&quot;https://www.instagram.com/shop?a=1&amp;b=\\&quot;2\\&quot;&quot;}]">`,
    );
  });
});

describe('SOCIAL_LINKS', () => {
  it('reads a JSON object of network name to URL, in order', () => {
    expect(
      socialLinksSchema.parse('{"Instagram":"https://instagram.com/shop","TikTok":"https://tiktok.com/@shop"}'),
    ).toEqual([
      { name: 'Instagram', href: 'https://instagram.com/shop' },
      { name: 'TikTok', href: 'https://tiktok.com/@shop' },
    ]);
  });

  it('is empty when unset or blank', () => {
    expect(socialLinksSchema.parse(undefined)).toEqual([]);
    expect(socialLinksSchema.parse('  ')).toEqual([]);
  });

  it.each(['not json', '["https://x.com"]', '{"X":"javascript:alert(1)"}', '{"":"https://x.com"}'])(
    'refuses %s',
    (raw) => {
      expect(socialLinksSchema.safeParse(raw).success).toBe(false);
    },
  );
});
