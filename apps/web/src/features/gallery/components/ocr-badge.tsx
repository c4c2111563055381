import { isOcrVerified } from '@shop/contracts';
import { Check, Clock } from 'lucide-react';
import { galleryMessages } from '../messages';

/**
 * SPEC §2: 'OCR Verified' when the OCR check is done (processed or completed), otherwise
 * 'Processing'. The main gallery shows the tick as an icon, the category pages as '✓ OCR Verified'.
 */
export function OcrBadge({ ocrStatus, tick = 'icon' }: { ocrStatus: string; tick?: 'icon' | 'text' }) {
  const verified = isOcrVerified(ocrStatus);
  return (
    <span
      className={
        verified
          ? 'inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white'
          : 'inline-flex items-center gap-1 rounded-full bg-amber-500/90 px-2.5 py-1 text-xs font-semibold text-neutral-950'
      }
    >
      {verified ? (
        tick === 'icon' ? (
          <>
            <Check className="h-3 w-3" aria-hidden />
            {galleryMessages.ocrVerified}
          </>
        ) : (
          galleryMessages.ocrVerifiedTick
        )
      ) : (
        <>
          <Clock className="h-3 w-3" aria-hidden />
          {galleryMessages.processing}
        </>
      )}
    </span>
  );
}
