import { PUBLIC_ENDPOINTS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cacheableReadsOf } from './cacheable-reads.js';

const cacheableRead = cacheableReadsOf(PUBLIC_ENDPOINTS);

describe('cacheable public reads', () => {
  it('files one answer under one key, whatever the order of the query or the parameters no schema reads', () => {
    const first = cacheableRead('/api/artworks?limit=48&category=Core%20Collection');
    const second = cacheableRead('/api/artworks?category=Core+Collection&utm_source=mail&limit=48');
    expect(first).toBeDefined();
    expect(second?.key).toBe(first?.key);
    expect(second?.upstream).toBe('catalog');
    // Only what the schema kept is asked of the catalog.
    expect(second?.upstreamUrl).toBe('/api/artworks?category=Core+Collection&limit=48');
  });

  it('matches the declared paths with their parameters', () => {
    expect(cacheableRead('/api/artworks/by-short-id/0123456789ab')?.key).toBe('/api/artworks/by-short-id/0123456789ab');
    expect(cacheableRead('/api/policies/terms')?.upstreamUrl).toBe('/api/policies/terms');
    expect(cacheableRead('/api/galleries')).toBeDefined();
  });

  it('leaves to the service what the cache must not answer: bad or repeated queries, other paths', () => {
    expect(cacheableRead('/api/artworks?limit=0')).toBeUndefined();
    expect(cacheableRead('/api/artworks?limit=1&limit=2')).toBeUndefined();
    expect(cacheableRead('/api/orders/00000000-0000-0000-0000-000000000000')).toBeUndefined();
    expect(cacheableRead('/api/files/a.png')).toBeUndefined();
    expect(cacheableRead('/api/artworks/by-short-id/0123456789ab/extra')).toBeUndefined();
  });
});
