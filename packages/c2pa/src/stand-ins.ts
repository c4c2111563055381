import { gifHeadOfFile, gifStandIn } from './gif-layout.js';
import type { StreamableMimeType } from './manifest-layout.js';

/**
 * One white pixel in PNG and JPEG (transplant.ts): what c2pa-rs signs in a large original's place.
 * Made once with sharp; any valid file of the format would do.
 */
const STAND_INS: Record<Exclude<StreamableMimeType, 'image/gif'>, string> = {
  'image/png':
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'image/jpeg':
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
};

/**
 * What c2pa-rs signs in place of the original at `path`: one pixel of its format; a GIF's keeps the
 * original's screen and colour table, which say where its store goes (gif-layout.ts).
 */
export function standInFor(mimeType: StreamableMimeType, path: string): Buffer {
  if (mimeType === 'image/gif') return gifStandIn(gifHeadOfFile(path));
  return Buffer.from(STAND_INS[mimeType], 'base64');
}
