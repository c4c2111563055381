import { describe, expect, it } from 'vitest';
import { buildOcrErrors, failureMessage } from './ocr-errors.js';

describe('buildOcrErrors', () => {
  it('names each unknown word once, in reading order, keeping its first spelling', () => {
    expect(buildOcrErrors(['Grnad', 'Opneing', 'GRNAD', 'Slae'], new Set())).toEqual([
      'Possible misspelling: "Grnad"',
      'Possible misspelling: "Opneing"',
      'Possible misspelling: "Slae"',
    ]);
  });

  it("leaves out the shop's built-in words and the curators' words, case-insensitively", () => {
    expect(buildOcrErrors(['ALGORNATION', 'Donut', 'Futrue'], new Set(['donut']))).toEqual([
      'Possible misspelling: "Futrue"',
    ]);
  });

  it('bounds a failure reason', () => {
    expect(failureMessage('x'.repeat(2000))).toHaveLength('OCR failed: '.length + 500);
  });
});
