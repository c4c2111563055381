export { useArtPriceRange } from './api/get-art-price-range';
export { PackageCard } from './components/package-card';
export { pricingMessages } from './messages';
export { packageAsArtwork } from './package-item';
