import { fileTypeFromBuffer } from 'file-type';
import { likelyTypeOf } from '../uploads/image-inspection.js';
import type { LiveDestination } from '../uploads/live-originals.js';
import { artworkFileKey } from './artwork-files.service.js';

/**
 * An extra file's live put (live-originals.ts): a PDF or an image the shop takes, named from its
 * first bytes, stored under the work's files. attachStaged keeps it only if the whole file checks
 * out as that type.
 */
export const extraFileDestination = (artworkId: string): LiveDestination => ({
  async typeOf(head) {
    const detected = await fileTypeFromBuffer(head);
    if (detected?.mime === 'application/pdf') return { mimeType: 'application/pdf', extension: 'pdf' };
    return likelyTypeOf(head);
  },
  keyOf: (id, extension) => artworkFileKey(artworkId, id, extension),
});
