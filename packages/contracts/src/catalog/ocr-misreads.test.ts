import { describe, expect, it } from 'vitest';
import { OcrMisreadBodySchema } from './ocr-misreads.js';

describe('what the image says, when OCR misread it', () => {
  it('is 1-100 characters of one line, trimmed', () => {
    expect(OcrMisreadBodySchema.parse({ word: 'ANTERN', text: '  LANTERN ' })).toEqual({
      word: 'ANTERN',
      text: 'LANTERN',
    });
    expect(OcrMisreadBodySchema.safeParse({ word: 'ANTERN', text: 'x'.repeat(100) }).success).toBe(true);
    for (const text of ['', '   ', 'x'.repeat(101), 'LANTERN\nNIGHT']) {
      expect(OcrMisreadBodySchema.safeParse({ word: 'ANTERN', text }).success, JSON.stringify(text)).toBe(false);
    }
    expect(OcrMisreadBodySchema.safeParse({ text: 'LANTERN' }).success).toBe(false);
  });
});
