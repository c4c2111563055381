import { randomUUID } from 'node:crypto';
import type { InternalArtwork } from '@shop/contracts';

/** An approved work for sale as the catalog answers payments, for the pricing tests. */
export function internalArtwork(overrides: Partial<InternalArtwork> = {}): InternalArtwork {
  return {
    id: randomUUID(),
    title: 'Neon Fox',
    category: 'Sci-Fi',
    status: 'approved',
    isForSale: true,
    priceCents: 1999,
    storageKey: 'originals/x.png',
    originalName: 'x.png',
    mimeType: 'image/png',
    fileSize: 10,
    ...overrides,
  };
}
