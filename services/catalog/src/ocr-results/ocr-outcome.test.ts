import { ARTWORK_STATUSES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { nextArtworkStatus } from './ocr-outcome.js';

const ERRORS = ['Possible misspelling: "Grnad"'];

describe('nextArtworkStatus', () => {
  it('flags pending work whose text has errors', () => {
    expect(nextArtworkStatus('pending', ERRORS)).toBe('flagged');
  });

  it('sends flagged work left with no errors back to review', () => {
    expect(nextArtworkStatus('flagged', [])).toBe('pending');
  });

  it('keeps pending work without errors pending, and flagged work with errors flagged', () => {
    expect(nextArtworkStatus('pending', [])).toBe('pending');
    expect(nextArtworkStatus('flagged', ERRORS)).toBe('flagged');
  });

  it("never changes a curator's decision", () => {
    for (const errors of [[], ERRORS]) {
      expect(nextArtworkStatus('approved', errors)).toBe('approved');
      expect(nextArtworkStatus('rejected', errors)).toBe('rejected');
    }
  });

  it('is idempotent: applying it twice changes nothing more', () => {
    for (const status of ARTWORK_STATUSES) {
      for (const errors of [[], ERRORS]) {
        const once = nextArtworkStatus(status, errors);
        expect(nextArtworkStatus(once, errors)).toBe(once);
      }
    }
  });
});
