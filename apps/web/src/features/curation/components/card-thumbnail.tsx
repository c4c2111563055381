import { isOcrProcessed, type Artwork } from '@shop/contracts';
import { PreviewImage } from '../../../components/ui/preview-image';
import { useOcrFindings } from '../api/get-ocr-findings';
import { letterboxPercent } from '../lib/finding-box';
import { FindingBoxes } from './finding-boxes';

// Four cards a row from lg, three from md, two from sm.
const SIZES = '(min-width: 1024px) 22vw, (min-width: 768px) 30vw, (min-width: 640px) 45vw, 100vw';

/** A 4:3 frame, wide as most works are, so a card is shorter than with a square. */
const FRAME_ASPECT = 4 / 3;

/**
 * The card's 4:3 preview, the whole work shown (object-contain) so flagged text near an edge
 * is never cropped away. A flagged work shows its findings boxed on it: the image
 * sits in a frame of its own proportions inside the square, so the boxes land on the text.
 */
export function CardThumbnail({ artwork }: { artwork: Artwork }) {
  // Only work whose OCR found something asks for findings: a page of clean cards costs nothing.
  const hasFindings = isOcrProcessed(artwork.ocrStatus) && artwork.ocrErrors.length > 0;
  const frame = letterboxPercent(artwork.width, artwork.height, FRAME_ASPECT);
  const image = (
    <PreviewImage
      artwork={artwork}
      fallbackLabel={artwork.originalName || artwork.filename}
      width={480}
      sizes={SIZES}
      loading="lazy"
      alt={artwork.title}
      className={frame ? 'h-full w-full object-contain' : 'aspect-[4/3] w-full object-contain'}
    />
  );
  if (!frame) return image;
  return (
    <div className="relative aspect-[4/3] w-full">
      <div className="absolute" style={frame} data-testid="card-image-frame">
        {image}
        {hasFindings ? <ThumbnailFindingBoxes artwork={artwork} /> : null}
      </div>
    </div>
  );
}

/** Its own component, so only a flagged card holds a query; the boxes wait quietly for it. */
function ThumbnailFindingBoxes({ artwork }: { artwork: Artwork }) {
  const findings = useOcrFindings(artwork);
  if (!findings.data) return null;
  return (
    <FindingBoxes findings={findings.data.findings} width={artwork.width} height={artwork.height} size="thumbnail" />
  );
}
