import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoints.js';
import { API_PATHS, DEDUPED_PATH_PARTS, ENDPOINT_HEADS } from './paths.js';

describe('API_PATHS', () => {
  it('imports nothing, so the web reads it without loading zod', () => {
    expect(readFileSync(new URL('./paths.ts', import.meta.url), 'utf8')).not.toMatch(/^\s*import\b/m);
  });

  it('names only paths some endpoint declares', () => {
    const declared = new Set(ENDPOINTS.map((endpoint) => endpoint.path));
    for (const path of Object.values(API_PATHS)) expect(declared).toContain(path);
  });

  it('holds each head to the method and path of the declaration of its operationId', () => {
    for (const [operationId, head] of Object.entries(ENDPOINT_HEADS)) {
      const declaration = ENDPOINTS.find((endpoint) => endpoint.operationId === operationId);
      expect(declaration && { method: declaration.method, path: declaration.path }, operationId).toEqual(head);
    }
  });

  it("keeps SPEC §7's de-duplicated path parts", () => {
    expect(DEDUPED_PATH_PARTS).toEqual(['/api/orders', '/api/checkout', '/paypal']);
  });
});
