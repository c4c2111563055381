import { publicOcrBadge, type OcrOutcomeFields } from '@shop/contracts';
import { BadgeCheck, Check, Clock } from 'lucide-react';
import { galleryMessages } from '../messages';

const TONE = {
  verified: 'bg-emerald-700 text-white',
  'curator-approved': 'bg-sky-800 text-white',
  processing: 'bg-amber-500/90 text-neutral-950',
} as const;

/**
 * SPEC §2: 'OCR Verified' when the OCR check is done, otherwise 'Processing'. The main gallery
 * shows the tick as an icon, the category pages as '✓ OCR Verified'. Narrowed on purpose (the
 * rule is contracts' isOcrVerified): a work the curator approved while OCR still holds findings
 * against its text says 'Curator approved', never that OCR verified it.
 */
export function OcrBadge({ artwork, tick = 'icon' }: { artwork: OcrOutcomeFields; tick?: 'icon' | 'text' }) {
  const badge = publicOcrBadge(artwork);
  return (
    <span
      data-ocr-badge={badge}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${TONE[badge]}`}
    >
      {badge === 'verified' ? (
        tick === 'icon' ? (
          <>
            <Check className="h-3 w-3" aria-hidden />
            {galleryMessages.ocrVerified}
          </>
        ) : (
          galleryMessages.ocrVerifiedTick
        )
      ) : badge === 'curator-approved' ? (
        <>
          <BadgeCheck className="h-3 w-3" aria-hidden />
          {galleryMessages.curatorApproved}
        </>
      ) : (
        <>
          <Clock className="h-3 w-3" aria-hidden />
          {galleryMessages.processing}
        </>
      )}
    </span>
  );
}
