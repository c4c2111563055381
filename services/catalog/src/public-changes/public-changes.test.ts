import { ENDPOINTS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { PRIVATE_WRITES, PUBLIC_WRITES } from './public-changes.js';

describe('which catalog writes move the public cache', () => {
  it('has every catalog write in exactly one list: announced, or shown to nobody but the curator', () => {
    const writes = ENDPOINTS.filter((endpoint) => endpoint.upstream === 'catalog' && endpoint.method !== 'GET');
    const name = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
    const listed = [...PUBLIC_WRITES, ...PRIVATE_WRITES].map(name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(writes.map(name).sort());
  });

  it('announces no internal call and nothing a buyer does', () => {
    expect(PUBLIC_WRITES.filter((endpoint) => endpoint.access !== 'curator')).toEqual([]);
  });
});
