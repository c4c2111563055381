import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryMessages } from '../messages';
import { OcrBadge } from './ocr-badge';

const openFinding = 'Possible misspelling: "ANTERN"';

describe('the public OCR badge', () => {
  it('says OCR Verified (SPEC texts, icon or tick) on read text with no open finding', () => {
    const clean = { ocrStatus: 'processed', ocrErrors: [] } as const;
    const { unmount } = render(<OcrBadge artwork={clean} />);
    expect(screen.getByText(galleryMessages.ocrVerified)).toBeInTheDocument();
    unmount();
    render(<OcrBadge artwork={clean} tick="text" />);
    expect(screen.getByText(galleryMessages.ocrVerifiedTick)).toBeInTheDocument();
  });

  it('never says OCR Verified of work approved over an open finding: it says Curator approved', () => {
    for (const tick of ['icon', 'text'] as const) {
      const { unmount } = render(
        <OcrBadge artwork={{ ocrStatus: 'processed', ocrErrors: [openFinding] }} tick={tick} />,
      );
      expect(screen.getByText(galleryMessages.curatorApproved)).toBeInTheDocument();
      expect(screen.queryByText(/OCR Verified/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says Processing while the text is not read', () => {
    render(<OcrBadge artwork={{ ocrStatus: 'processing', ocrErrors: [] }} />);
    expect(screen.getByText(galleryMessages.processing)).toBeInTheDocument();
  });
});
