import type { OcrFinding } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { boxPercent, isNearTop } from '../lib/finding-box';
import { FINDING_KIND_STYLES } from '../lib/finding-kind';
import { CURATION_MESSAGES } from '../messages';

export interface FindingBoxesProps {
  findings: readonly OcrFinding[];
  /** The original's pixels, which the boxes are in. */
  width: number | null;
  height: number | null;
  /** Thumbnails get thinner lines and smaller tags, so the text under them stays visible. */
  size: 'thumbnail' | 'full';
}

/**
 * A rectangle over each finding that has a box, with its kind written on a tag: laid over an
 * element exactly the image's size, in percentages, so they follow the image at any display size.
 */
export function FindingBoxes({ findings, width, height, size }: FindingBoxesProps) {
  return findings.map((finding, index) => {
    const position = finding.box && boxPercent(finding.box, width, height);
    if (!finding.box || !position || height === null) return null;
    const style = FINDING_KIND_STYLES[finding.kind];
    const description = CURATION_MESSAGES.findingDescription(finding.kind, finding.word);
    return (
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
            isNearTop(finding.box, height) ? 'top-full mt-px' : 'bottom-full mb-px',
            style.tag,
          )}
        >
          {CURATION_MESSAGES.findingKindTag[finding.kind]}
        </span>
      </div>
    );
  });
}
