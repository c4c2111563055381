import type { OcrFinding } from '@shop/contracts';
import { Fragment } from 'react';
import { cn } from '../../../components/ui/cn';
import { boxPercent, isNearBottom, isNearTop } from '../lib/finding-box';
import { FINDING_KIND_STYLES } from '../lib/finding-kind';
import { CURATION_MESSAGES } from '../messages';
import { suggestionsOf } from './finding-suggestion';

export interface FindingBoxesProps {
  findings: readonly OcrFinding[];
  /** The original's pixels, which the boxes are in. */
  width: number | null;
  height: number | null;
  /** Thumbnails get thinner lines and smaller tags, so the text under them stays visible. */
  size: 'thumbnail' | 'full';
}

/**
 * A rectangle over each finding that has a box, with its kind written on a tag and, for a
 * misspelling, the dictionary's nearest words beside it ("SUMMR → SUMMER, SUMMA?"; on a thumbnail
 * without the word, "→ SUMMER, SUMMA?"): laid over an element exactly the image's size, in
 * percentages, so they follow the image at any display size. The tags are drawn only; the box's name says all they do.
 */
export function FindingBoxes({ findings, width, height, size }: FindingBoxesProps) {
  return findings.map((finding, index) => {
    const position = finding.box && boxPercent(finding.box, width, height);
    if (!finding.box || !position || height === null) return null;
    const style = FINDING_KIND_STYLES[finding.kind];
    const suggestions = suggestionsOf(finding);
    const description = [
      CURATION_MESSAGES.findingDescription(finding.kind, finding.word),
      ...(suggestions.length > 0 ? [CURATION_MESSAGES.findingSuggestionSpoken(finding.word, suggestions)] : []),
    ].join(' ');
    const tagBelow = isNearTop(finding.box, height);
    // Opposite the kind tag where there is room, else past it (a tag is one line of its text).
    const suggestionPlace = tagBelow
      ? size === 'full'
        ? 'top-full mt-[18px]'
        : 'top-full mt-[13px]'
      : isNearBottom(finding.box, height)
        ? size === 'full'
          ? 'bottom-full mb-[18px]'
          : 'bottom-full mb-[13px]'
        : 'top-full mt-px';
    const box = (
      <div
        key={`${index}-${finding.word}`}
        role="img"
        aria-label={description}
        title={description}
        data-testid="finding-box"
        data-kind={finding.kind}
        style={position}
        className={cn('pointer-events-none absolute rounded-sm', size === 'full' ? 'border-2' : 'border', style.box)}
      >
        <span
          aria-hidden
          className={cn(
            'absolute left-0 rounded-sm font-semibold whitespace-nowrap',
            size === 'full' ? 'px-1 text-xs' : 'px-0.5 text-[9px] leading-tight',
            tagBelow ? 'top-full mt-px' : 'bottom-full mb-px',
            style.tag,
          )}
        >
          {CURATION_MESSAGES.findingKindTag[finding.kind]}
        </span>
      </div>
    );
    if (suggestions.length === 0) return box;
    return (
      <Fragment key={`${index}-${finding.word}`}>
        {box}
        <div aria-hidden style={position} className="pointer-events-none absolute">
          <span
            data-testid="finding-suggestion"
            className={cn(
              'absolute left-0 rounded-sm bg-neutral-950/85 font-semibold whitespace-nowrap text-white',
              size === 'full' ? 'px-1 text-xs' : 'px-0.5 text-[9px] leading-tight',
              suggestionPlace,
            )}
          >
            {size === 'full'
              ? CURATION_MESSAGES.findingSuggestion(finding.word, suggestions)
              : CURATION_MESSAGES.findingSuggestionShort(suggestions)}
          </span>
        </div>
      </Fragment>
    );
  });
}
