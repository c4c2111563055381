import type { Artwork, UpdateArtworkBody } from '@shop/contracts';
import { CURATION_MESSAGES } from '../messages';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The toast after a successful update names what changed: a status change keeps
 * SPEC §8's texts; a category or recognised-text change says so, with the artwork's title.
 */
export function updateToastText(body: UpdateArtworkBody, artwork: Pick<Artwork, 'title' | 'category'>): ToastText {
  if (body.status === undefined && body.category !== undefined) {
    return {
      title: CURATION_MESSAGES.categoryChangedTitle,
      description: CURATION_MESSAGES.categoryChangedDescription(artwork.title, artwork.category),
    };
  }
  if (body.status === undefined && body.ocrText !== undefined) {
    return {
      title: CURATION_MESSAGES.textSavedTitle,
      description: CURATION_MESSAGES.textSavedDescription(artwork.title),
    };
  }
  return { title: CURATION_MESSAGES.updateSuccessTitle, description: CURATION_MESSAGES.updateSuccessDescription };
}
