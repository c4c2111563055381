import type { Artwork } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { PreviewImage } from '../../../components/ui/preview-image';
import { UPLOAD_MESSAGES } from '../messages';

/** The search string of the dashboard link that opens a work in the Curation tab. */
export type CurationSearch = (artwork: Artwork) => string;

/** A finished upload's small picture (its title is the item's text, so alt=""). */
export function QueueItemThumbnail({ artwork }: { artwork: Artwork }) {
  return (
    <PreviewImage
      artwork={artwork}
      fallbackLabel=""
      width={480}
      sizes="64px"
      loading="lazy"
      alt=""
      data-testid="upload-item-thumbnail"
      className="h-16 w-16 shrink-0 rounded-md object-cover"
    />
  );
}

/** "Open in Curation", the Curation tab searching for the work's title. */
export function OpenInCurationLink({ artwork, curationSearch }: { artwork: Artwork; curationSearch: CurationSearch }) {
  return (
    <Link
      to={{ search: curationSearch(artwork) }}
      className="text-sm font-medium text-violet-300 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      {UPLOAD_MESSAGES.openInCuration}
    </Link>
  );
}
