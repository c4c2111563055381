import { MAX_IMAGE_PIXELS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { exceedsPixelBudget } from './image-inspection.js';
import { isIgnoredSystemFile, sanitizeOriginalName } from './original-name.js';

describe('sanitizeOriginalName', () => {
  it('keeps a plain name as it is', () => {
    expect(sanitizeOriginalName('Sunset over Mars (v2).png')).toBe('Sunset over Mars (v2).png');
    expect(sanitizeOriginalName('Ünïcödé café.webp')).toBe('Ünïcödé café.webp');
  });

  it('drops directories, control characters and markup', () => {
    expect(sanitizeOriginalName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeOriginalName('C:\\Users\\me\\art.png')).toBe('art.png');
    expect(sanitizeOriginalName('a\u0000b\u202Ec<script>.png')).toBe('abc_script_.png');
    expect(sanitizeOriginalName('...hidden.png')).toBe('hidden.png');
  });

  it('falls back to a neutral name and bounds the length, keeping the extension', () => {
    expect(sanitizeOriginalName('')).toBe('artwork');
    expect(sanitizeOriginalName(undefined)).toBe('artwork');
    expect(sanitizeOriginalName('/')).toBe('artwork');
    const long = sanitizeOriginalName(`${'a'.repeat(500)}.jpeg`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});

describe('isIgnoredSystemFile', () => {
  it('recognises folder litter whatever its case or folder', () => {
    expect(isIgnoredSystemFile('.DS_Store')).toBe(true);
    expect(isIgnoredSystemFile('thumbs.db')).toBe(true);
    expect(isIgnoredSystemFile('art/Thumbs.db')).toBe(true);
    expect(isIgnoredSystemFile('._sunset.png')).toBe(true);
    expect(isIgnoredSystemFile('sunset.png')).toBe(false);
    expect(isIgnoredSystemFile('DS_Store.png')).toBe(false);
  });
});

describe('exceedsPixelBudget', () => {
  it('refuses more pixels than the limit and degenerate sizes', () => {
    expect(exceedsPixelBudget(10_000, 10_000)).toBe(false);
    expect(exceedsPixelBudget(10_000, 10_001)).toBe(true);
    expect(exceedsPixelBudget(MAX_IMAGE_PIXELS, 1)).toBe(false);
    expect(exceedsPixelBudget(0, 100)).toBe(true);
  });
});
