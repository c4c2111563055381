import { isOcrProcessed, isOcrVerified, type Artwork } from '@shop/contracts';
import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { CURATION_MESSAGES } from '../messages';

/** The OCR state and recognised text of one artwork. */
export function OcrSummary({ artwork }: { artwork: Pick<Artwork, 'ocrStatus' | 'ocrText' | 'ocrErrors'> }) {
  const text = artwork.ocrText.trim();
  // Never "OCR Verified" beside a Flagged badge: read text with errors says how many.
  const errorCount = artwork.ocrErrors.length;
  return (
    <div className="space-y-1 text-sm">
      {isOcrProcessed(artwork.ocrStatus) && errorCount > 0 ? (
        <p className="flex items-center gap-1 text-red-300" data-testid="ocr-outcome">
          <TriangleAlert className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.ocrTextErrors(errorCount)}
        </p>
      ) : isOcrVerified(artwork) ? (
        <p className="flex items-center gap-1 text-emerald-300" data-testid="ocr-outcome">
          <CheckCircle2 className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.ocrVerified}
        </p>
      ) : artwork.ocrStatus === 'failed' ? (
        <p className="flex items-center gap-1 text-red-300">
          <TriangleAlert className="h-4 w-4" aria-hidden /> {CURATION_MESSAGES.ocrFailed}
        </p>
      ) : (
        <p className="flex items-center gap-1 text-neutral-400">
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />{' '}
          {CURATION_MESSAGES.ocrProcessing}
        </p>
      )}
      {isOcrProcessed(artwork.ocrStatus) ? (
        text.length > 0 ? (
          <p className="line-clamp-2 text-neutral-300">
            <span className="text-neutral-500">{CURATION_MESSAGES.ocrTextLabel}: </span>“{text}”
          </p>
        ) : (
          <p className="text-neutral-500">{CURATION_MESSAGES.ocrNoText}</p>
        )
      ) : null}
    </div>
  );
}
