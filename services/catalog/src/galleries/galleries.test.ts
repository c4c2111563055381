import { describe, expect, it } from 'vitest';
import { categorySlug, resolveCategory } from './galleries.service.js';

describe('categories in URLs', () => {
  it('have readable slugs', () => {
    expect(categorySlug('Abstracts & Experiments')).toBe('abstracts-and-experiments');
    expect(categorySlug('Sci-Fi')).toBe('sci-fi');
  });

  it('resolve from a name or slug, and nothing else', () => {
    expect(resolveCategory('core collection')).toBe('Core Collection');
    expect(resolveCategory('sci-fi')).toBe('Sci-Fi');
    expect(resolveCategory('../etc')).toBeUndefined();
  });
});
