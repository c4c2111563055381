import type { Migration } from 'kysely';
import * as createArtworks from './202611220000_create-artworks.js';
import * as addWordsLayoutSuspects from './202611230000_add-words-layout-suspects.js';
import * as addArtworksListVersion from './202611240000_add-artworks-list-version.js';
import * as addOcrFindings from './202611250000_add-ocr-findings.js';
import * as addArtworkSearchIndexes from './202611260000_add-artwork-search-indexes.js';
import * as addArchivedStatus from './202611260100_add-archived-status.js';
import * as addArtworkDescription from './202611270000_add-artwork-description.js';
import * as addArtworkUploadKey from './202611280000_add-artwork-upload-key.js';
import * as addArtworkStatusSetBy from './202611290000_add-artwork-status-set-by.js';
import * as addReferencePrices from './202611300000_add-reference-prices.js';
import * as createStorePolicies from './202612010000_create-store-policies.js';
import * as createOcrMisreads from './202612020000_create-ocr-misreads.js';
import * as addArtworkPriceHistory from './202612100100_add-artwork-price-history.js';
import * as referencePriceOffUnlessChosen from './202612100101_reference-price-off-unless-chosen.js';
import * as addAboutPage from './202612100300_add-about-page.js';
import * as createArtworkProvenance from './202612100800_create-artwork-provenance.js';
import * as createLicenceTiers from './202612110100_create-licence-tiers.js';
import * as createArtworkFiles from './202612110200_create-artwork-files.js';

/** Every migration, in order. Never edit one that has shipped: add another. */
export const migrations: Record<string, Migration> = {
  '202611220000_create-artworks': createArtworks,
  '202611230000_add-words-layout-suspects': addWordsLayoutSuspects,
  '202611240000_add-artworks-list-version': addArtworksListVersion,
  '202611250000_add-ocr-findings': addOcrFindings,
  '202611260000_add-artwork-search-indexes': addArtworkSearchIndexes,
  '202611260100_add-archived-status': addArchivedStatus,
  '202611270000_add-artwork-description': addArtworkDescription,
  '202611280000_add-artwork-upload-key': addArtworkUploadKey,
  '202611290000_add-artwork-status-set-by': addArtworkStatusSetBy,
  '202611300000_add-reference-prices': addReferencePrices,
  '202612010000_create-store-policies': createStorePolicies,
  '202612020000_create-ocr-misreads': createOcrMisreads,
  '202612100100_add-artwork-price-history': addArtworkPriceHistory,
  '202612100101_reference-price-off-unless-chosen': referencePriceOffUnlessChosen,
  '202612100300_add-about-page': addAboutPage,
  '202612100800_create-artwork-provenance': createArtworkProvenance,
  '202612110100_create-licence-tiers': createLicenceTiers,
  '202612110200_create-artwork-files': createArtworkFiles,
};
