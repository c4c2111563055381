import { describe, expect, it } from 'vitest';
import { OcrResultJobSchema } from './ocr.events.js';
import { OcrFindingSchema } from './ocr-findings.js';

const finding = {
  kind: 'misspelling',
  word: 'Grnad',
  confidence: 91.5,
  box: { x: 10, y: 20, width: 120, height: 40 },
  pass: 'light',
};

describe('OCR findings', () => {
  it('carry the word, how sure tesseract was and where it was read', () => {
    expect(OcrFindingSchema.parse(finding)).toEqual(finding);
  });

  it('say plainly when an old finding kept only its word', () => {
    expect(OcrFindingSchema.safeParse({ ...finding, confidence: null, box: null, pass: null }).success).toBe(true);
    expect(OcrFindingSchema.safeParse({ kind: 'misspelling', word: 'Grnad' }).success).toBe(false);
  });

  it('may offer up to three dictionary words for a misspelling, and old findings without them stay valid', () => {
    const suggested = { ...finding, suggestions: ['Grand', 'Grad', 'Gonad'] };
    expect(OcrFindingSchema.parse(suggested)).toEqual(suggested);
    expect(OcrFindingSchema.parse(finding)).not.toHaveProperty('suggestions');
    expect(OcrFindingSchema.safeParse({ ...finding, suggestions: [] }).success).toBe(true);
    expect(OcrFindingSchema.safeParse({ ...finding, suggestions: ['a', 'b', 'c', 'd'] }).success).toBe(false);
    expect(OcrFindingSchema.safeParse({ ...finding, suggestions: [''] }).success).toBe(false);
  });

  it('refuse an unknown kind, a confidence off the 0-100 scale and a negative box', () => {
    expect(OcrFindingSchema.safeParse({ ...finding, kind: 'typo' }).success).toBe(false);
    expect(OcrFindingSchema.safeParse({ ...finding, confidence: 101 }).success).toBe(false);
    expect(OcrFindingSchema.safeParse({ ...finding, box: { x: -1, y: 0, width: 1, height: 1 } }).success).toBe(false);
  });

  it('are required on a processed result', () => {
    const processed = { outcome: 'processed', artworkId: 'a', ocrText: '', width: 1, height: 1, previewKeys: {} };
    expect(OcrResultJobSchema.safeParse(processed).success).toBe(false);
    expect(OcrResultJobSchema.safeParse({ ...processed, findings: [finding] }).success).toBe(true);
  });
});
