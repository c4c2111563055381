import { describe, expect, it } from 'vitest';
import { isOcrVerified, openFindingCount, publicOcrBadge } from './ocr-status.js';

const finding = 'Possible misspelling: "ANTERN"';

describe('the OCR verified rule', () => {
  it('says verified only of read text with no open finding', () => {
    expect(isOcrVerified({ ocrStatus: 'processed', ocrErrors: [] })).toBe(true);
    expect(isOcrVerified({ ocrStatus: 'completed', ocrErrors: [] })).toBe(true);
    expect(isOcrVerified({ ocrStatus: 'processed', ocrErrors: [finding] })).toBe(false);
    expect(isOcrVerified({ ocrStatus: 'pending', ocrErrors: [] })).toBe(false);
    expect(isOcrVerified({ ocrStatus: 'failed', ocrErrors: ['OCR failed: timeout'] })).toBe(false);
  });

  it('gives the public badge: verified, curator approved over open findings, or processing', () => {
    expect(publicOcrBadge({ ocrStatus: 'processed', ocrErrors: [] })).toBe('verified');
    expect(publicOcrBadge({ ocrStatus: 'processed', ocrErrors: [finding] })).toBe('curator-approved');
    expect(publicOcrBadge({ ocrStatus: 'processing', ocrErrors: [] })).toBe('processing');
    expect(publicOcrBadge({ ocrStatus: 'failed', ocrErrors: ['OCR failed: timeout'] })).toBe('processing');
  });

  it('counts open findings of read work only (an OCR failure is not a finding)', () => {
    expect(openFindingCount({ ocrStatus: 'processed', ocrErrors: [finding, finding] })).toBe(2);
    expect(openFindingCount({ ocrStatus: 'failed', ocrErrors: ['OCR failed: timeout'] })).toBe(0);
  });
});
