import {
  type AboutPage,
  DOWNLOAD_LICENCE,
  STORE_POLICY_SLUGS,
  type StorePolicy,
  type StorePolicyList,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

describe('store policies', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const list = async () =>
    (await harness.request('public', { method: 'GET', url: '/api/policies' })).json<StorePolicyList>();
  const put = (slug: string, payload: object, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'PUT', url: `/api/policies/${slug}`, payload });

  it('serves the five policies with the shipped text until the artist saves one', async () => {
    const { policies } = await list();
    expect(policies.map((policy) => policy.slug)).toEqual([...STORE_POLICY_SLUGS]);
    expect(policies.map((policy) => policy.updatedAt)).toEqual([null, null, null, null, null]);
    const licence = policies.find((policy) => policy.slug === 'licence');
    expect(licence?.title).toBe('Licence');
    // The licence page says what the artwork page and the receipt say, word for word.
    for (const term of DOWNLOAD_LICENCE.terms) expect(licence?.markdown).toContain(term);
    expect(policies.find((policy) => policy.slug === 'faq')?.markdown).toContain('](/download)');
  });

  it('keeps what the artist saves, for the public page and the list alike', async () => {
    const saved = await put('refund-policy', { markdown: '  # Refunds\n\nWithin **30 days**.\n  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    const policy = saved.json<StorePolicy>();
    expect(policy).toMatchObject({
      slug: 'refund-policy',
      title: 'Refund Policy',
      markdown: '# Refunds\n\nWithin **30 days**.',
    });
    expect(Date.parse(policy.updatedAt ?? '')).not.toBeNaN();

    const again = await put('refund-policy', { markdown: 'Changed.' });
    expect(again.json<StorePolicy>().markdown).toBe('Changed.');
    const page = await harness.request('public', { method: 'GET', url: '/api/policies/refund-policy' });
    expect(page.statusCode).toBe(200);
    expect(page.json<StorePolicy>().markdown).toBe('Changed.');
    const { policies } = await list();
    expect(policies.find((item) => item.slug === 'refund-policy')?.markdown).toBe('Changed.');
    expect(policies.find((item) => item.slug === 'terms')?.updatedAt).toBeNull();
  });

  it('stores the Markdown as written: raw HTML is left for the page to escape', async () => {
    const markdown = '<script>alert(1)</script>\n\n[x](javascript:alert(1))';
    expect((await put('faq', { markdown })).json<StorePolicy>().markdown).toBe(markdown);
  });

  it('refuses an unknown policy, an empty or too long text, and a visitor', async () => {
    expect((await harness.request('public', { method: 'GET', url: '/api/policies/cookies' })).statusCode).toBe(400);
    expect((await put('cookies', { markdown: 'x' })).statusCode).toBe(400);
    expect((await put('terms', { markdown: '   ' })).statusCode).toBe(400);
    expect((await put('terms', { markdown: 'x'.repeat(50_001) })).statusCode).toBe(400);
    expect((await put('terms', { markdown: 'Mine.' }, 'public')).statusCode).toBe(401);
    expect((await list()).policies.find((policy) => policy.slug === 'terms')?.updatedAt).toBeNull();
  });

  describe('the About page the artist writes beside the policies', () => {
    const about = async () => harness.request('public', { method: 'GET', url: '/api/about-page' });
    const saveAbout = (payload: object, role: 'admin' | 'public' = 'admin') =>
      harness.request(role, { method: 'PUT', url: '/api/about-page', payload });

    it('is empty until the artist writes it, then serves their text, and an empty save takes it down', async () => {
      expect((await about()).json<AboutPage>()).toEqual({ markdown: '', updatedAt: null });

      const saved = await saveAbout({ markdown: '\n# Ada\n\nI paint with **models**.  ' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<AboutPage>().markdown).toBe('# Ada\n\nI paint with **models**.');
      const page = await about();
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.json<AboutPage>().markdown).toBe('# Ada\n\nI paint with **models**.');
      expect(Date.parse(page.json<AboutPage>().updatedAt ?? '')).not.toBeNaN();
      // The policies' list stays the five policies.
      expect((await list()).policies.map((policy) => policy.slug)).toEqual([...STORE_POLICY_SLUGS]);

      expect((await saveAbout({ markdown: '   ' })).json<AboutPage>()).toEqual({ markdown: '', updatedAt: null });
      expect((await about()).json<AboutPage>()).toEqual({ markdown: '', updatedAt: null });
    });

    it('refuses a too long text and a visitor, and keeps what was there', async () => {
      await saveAbout({ markdown: 'Mine.' });
      expect((await saveAbout({ markdown: 'x'.repeat(50_001) })).statusCode).toBe(400);
      expect((await saveAbout({ markdown: 42 })).statusCode).toBe(400);
      expect((await saveAbout({ markdown: 'Theirs.' }, 'public')).statusCode).toBe(401);
      expect((await about()).json<AboutPage>().markdown).toBe('Mine.');
    });
  });
});
