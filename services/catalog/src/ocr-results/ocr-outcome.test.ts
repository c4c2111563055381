import { ARTWORK_STATUSES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { StatusSetBy } from '../db/schema.js';
import { nextReviewState, reviewStateAfterReplace } from './ocr-outcome.js';

const ERRORS = ['Possible misspelling: "Grnad"'];
const SETTERS: readonly StatusSetBy[] = ['upload', 'curator', 'ocr'];

describe('nextReviewState', () => {
  it('flags pending work whose text has errors, as OCR, whoever left it pending', () => {
    for (const setBy of SETTERS) {
      expect(nextReviewState({ status: 'pending', setBy }, ERRORS)).toEqual({ status: 'flagged', setBy: 'ocr' });
    }
  });

  it("sends OCR's own flag back to review when no errors are left", () => {
    expect(nextReviewState({ status: 'flagged', setBy: 'ocr' }, [])).toEqual({ status: 'pending', setBy: 'ocr' });
  });

  it('keeps pending work without errors pending, and flagged work with errors flagged', () => {
    expect(nextReviewState({ status: 'pending', setBy: 'upload' }, [])).toEqual({ status: 'pending', setBy: 'upload' });
    expect(nextReviewState({ status: 'flagged', setBy: 'ocr' }, ERRORS)).toEqual({ status: 'flagged', setBy: 'ocr' });
  });

  it("never changes a curator's decision, a curator's flag included", () => {
    for (const errors of [[], ERRORS]) {
      for (const status of ['approved', 'rejected', 'archived', 'flagged'] as const) {
        expect(nextReviewState({ status, setBy: 'curator' }, errors)).toEqual({ status, setBy: 'curator' });
      }
    }
  });

  it('is idempotent: applying it twice changes nothing more', () => {
    for (const status of ARTWORK_STATUSES) {
      for (const setBy of SETTERS) {
        for (const errors of [[], ERRORS]) {
          const once = nextReviewState({ status, setBy }, errors);
          expect(nextReviewState(once, errors)).toEqual(once);
        }
      }
    }
  });
});

describe('reviewStateAfterReplace', () => {
  it.each([
    ['pending', 'upload'],
    ['pending', 'ocr'],
    ['flagged', 'ocr'],
    ['flagged', 'curator'],
  ] as const)('puts %s work (set by %s) back to pending for the new file’s OCR to decide', (status, setBy) => {
    expect(reviewStateAfterReplace({ status, setBy })).toEqual({ status: 'pending', setBy: 'upload' });
  });

  it.each(['approved', 'rejected', 'archived'] as const)('keeps the curator’s %s', (status) => {
    expect(reviewStateAfterReplace({ status, setBy: 'curator' })).toEqual({ status, setBy: 'curator' });
  });
});
