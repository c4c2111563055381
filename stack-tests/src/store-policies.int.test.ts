import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StorePolicyListSchema, StorePolicySchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// The way back and the rules through the gateway: the store policies' reads, the
// curator's save, and their pages' heads and sitemap rows. The contract check (setup file)
// holds every answer to the declarations in catalog/store-policies.endpoints.ts.
describe('store policies through the gateway', () => {
  let stack: Stack;
  let dist: string;
  let admin: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'policies-web-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Algorithmic Art Gallery</title></head><body><div id="root"></div></body></html>',
    );
    stack = await startStack({ WEB_DIST: dist, PAGE_META_CACHE_MS: '0' });
    admin = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string) => stack.gateway.inject({ method: 'GET', url, remoteAddress: freshAddress() });
  const put = (slug: string, payload: object, cookie = admin) =>
    stack.gateway.inject({
      method: 'PUT',
      url: `/api/policies/${slug}`,
      headers: cookie ? { cookie } : {},
      payload,
      remoteAddress: freshAddress(),
    });

  it('answers the five policies to anyone and keeps what the curator saves', async () => {
    const list = await get('/api/policies');
    expect(list.statusCode, list.body).toBe(200);
    expect(StorePolicyListSchema.parse(list.json()).policies.map((policy) => policy.slug)).toEqual([
      'terms',
      'privacy',
      'refund-policy',
      'licence',
      'faq',
    ]);

    const saved = await put('faq', { markdown: '## Where are my files?\n\nOn [the download page](/download).' });
    expect(saved.statusCode, saved.body).toBe(200);
    const faq = await get('/api/policies/faq');
    expect(faq.statusCode).toBe(200);
    expect(StorePolicySchema.parse(faq.json())).toMatchObject({
      slug: 'faq',
      title: 'FAQ',
      markdown: '## Where are my files?\n\nOn [the download page](/download).',
    });
  });

  it('refuses a visitor’s save and an unknown policy', async () => {
    expect((await put('terms', { markdown: 'Mine.' }, '')).statusCode).toBe(401);
    expect((await get('/api/policies/cookies')).statusCode).toBe(400);
    expect((await put('terms', { markdown: '' })).statusCode).toBe(400);
  });

  it('serves each policy page with its head and lists it in the sitemap', async () => {
    const page = await get('/policies/refund-policy');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Refund Policy | Algorithmic Art Gallery</title>');
    const sitemap = await get('/sitemap.xml');
    for (const slug of ['terms', 'privacy', 'refund-policy', 'licence', 'faq']) {
      expect(sitemap.body).toContain(`/policies/${slug}</loc>`);
    }
    expect((await get('/policies/cookies')).statusCode).toBe(404);
  });
});
