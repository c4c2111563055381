import { formatCents, type Artwork, type PricingPackage } from '@shop/contracts';

/**
 * A pricing package as a cart line: the server prices it by this id (SPEC §9 packages are
 * products; ARCHITECTURE: a package line carries the package id where an artwork line carries
 * the artwork id). The record has no image, so the cart shows an icon for it.
 */
export function packageAsArtwork(pkg: PricingPackage): Artwork {
  const epoch = new Date(0).toISOString();
  return {
    id: pkg.id,
    filename: '',
    originalName: pkg.name,
    title: pkg.name,
    category: 'Package',
    price: formatCents(pkg.priceCents),
    isForSale: true,
    status: 'approved',
    ocrStatus: 'processed',
    ocrText: '',
    ocrErrors: [],
    width: null,
    height: null,
    fileSize: 0,
    mimeType: 'application/octet-stream',
    createdAt: epoch,
    updatedAt: epoch,
    uploadedAt: epoch,
    description: null,
    compareAtPrice: null,
    // A package's "was" price is its own (PackageCard); a cart line strikes nothing.
    strikethroughPrice: null,
  };
}
