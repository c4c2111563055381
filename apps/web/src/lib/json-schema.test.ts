import { ArtworkSchema, HomepageLayoutSchema } from '@shop/contracts';
import { artworkSchema, homepageLayoutSchema } from './contract-json-schemas';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../testing/storefront';
import { matchesSchema, unsupportedKeywords, type JsonSchema } from './json-schema';

describe('JSON Schema checks', () => {
  it('applies types, enums, patterns, bounds, items and required keys', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        price: { anyOf: [{ type: 'string', pattern: '^\\d+\\.\\d{2}$' }, { type: 'null' }] },
        status: { type: 'string', enum: ['a', 'b'] },
        count: { type: 'integer', minimum: 0, maximum: 10 },
        tags: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 2 },
      },
      required: ['price', 'status'],
    };
    expect(matchesSchema(schema, { price: '1.00', status: 'a', count: 3, tags: ['x'], extra: true })).toBe(true);
    expect(matchesSchema(schema, { price: null, status: 'b' })).toBe(true);
    expect(matchesSchema(schema, { price: 1, status: 'a' })).toBe(false);
    expect(matchesSchema(schema, { price: '1.0', status: 'a' })).toBe(false);
    expect(matchesSchema(schema, { price: null, status: 'c' })).toBe(false);
    expect(matchesSchema(schema, { price: null, status: 'a', count: 1.5 })).toBe(false);
    expect(matchesSchema(schema, { price: null, status: 'a', count: 11 })).toBe(false);
    expect(matchesSchema(schema, { price: null, status: 'a', tags: ['x', 'y', 'z'] })).toBe(false);
    expect(matchesSchema(schema, { price: null, status: 'a', tags: [''] })).toBe(false);
    expect(matchesSchema(schema, { status: 'a' })).toBe(false);
    expect(matchesSchema(schema, [])).toBe(false);
  });

  it('names the keywords it would not check', () => {
    expect(unsupportedKeywords({ type: 'object', properties: { a: { type: 'string', format: 'email' } } })).toEqual([
      'format',
    ]);
    expect(unsupportedKeywords({ anyOf: [{ $ref: '#/$defs/x' }] })).toEqual(['$ref']);
    expect(unsupportedKeywords(artworkSchema)).toEqual([]);
  });

  it('agrees with the contracts’ zod schemas it was built from', () => {
    const artwork = makeArtwork();
    const artworks: unknown[] = [
      artwork,
      { ...artwork, price: null, width: null },
      { ...artwork, price: 14.99 },
      { ...artwork, price: '14.9' },
      { ...artwork, status: 'sold' },
      { ...artwork, ocrErrors: [1] },
      { ...artwork, width: 1.5 },
      { ...artwork, fileSize: '1' },
      { ...artwork, id: undefined },
      null,
    ];
    for (const value of artworks) {
      expect(matchesSchema(artworkSchema, value)).toBe(ArtworkSchema.safeParse(value).success);
    }
    const layouts: unknown[] = [
      { template: 'modern-gallery', featuredIds: ['a', 'b'] },
      { template: 'modern-gallery', featuredIds: ['a', 'b', 'c', 'd'] },
      { template: 'cubist', featuredIds: [] },
      { template: 'modern-gallery' },
    ];
    for (const value of layouts) {
      expect(matchesSchema(homepageLayoutSchema, value)).toBe(HomepageLayoutSchema.safeParse(value).success);
    }
  });
});
