import type { ArtworkStatus, OcrFindingKind, OcrStatus } from '@shop/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Who set an artwork's status: its upload, the curator, or OCR (its flag, or clearing its flag). */
export type StatusSetBy = 'upload' | 'curator' | 'ocr';

export interface ArtworksTable {
  id: Generated<string>;
  filename: string;
  storage_key: string;
  original_name: string;
  title: string;
  category: string;
  price_cents: number | null;
  /** The work's own struck-through price, above 0, or null (then the shop's reference price, if turned on). */
  compare_at_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** Plain text, 1-2000 characters, or null: never an empty string. */
  description: ColumnType<string | null, string | null | undefined, string | null>;
  is_for_sale: Generated<boolean>;
  status: Generated<ArtworkStatus>;
  /** OCR changes only a status that is not the curator's decision (see nextReviewState). */
  status_set_by: Generated<StatusSetBy>;
  ocr_status: Generated<OcrStatus>;
  ocr_text: Generated<string>;
  ocr_errors: ColumnType<string[], string[] | undefined, string[]>;
  width: number | null;
  height: number | null;
  file_size: number;
  mime_type: string;
  /** OcrFinding[] as JSON, in reading order; parsed where it is read. */
  ocr_findings: ColumnType<unknown, string | undefined, string>;
  /** normalizeWord of each finding's word, each once: what accepting a word looks up. */
  ocr_finding_keys: ColumnType<string[], string[] | undefined, string[]>;
  preview_keys: ColumnType<Record<string, string>, Record<string, string> | undefined, Record<string, string>>;
  /** The upload's Idempotency-Key, unique when set. */
  upload_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  uploaded_at: Timestamp;
}

export interface ShopWordsTable {
  /** normalizeWord(word): the comparison key. */
  word_key: string;
  /** As the curator typed it. */
  word: string;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface ArtworksListVersionTable {
  id: boolean;
  version: number;
}

/** Every price a work has had (a trigger writes it); see its migration. */
export interface ArtworkPricesTable {
  id: Generated<string>;
  artwork_id: string;
  price_cents: number | null;
  changed_at: Timestamp;
}

/** One row, the shop-wide struck-through price (SPEC §9's $29.99, off unless the artist chose it). */
export interface ReferencePriceTable {
  id: Generated<boolean>;
  price_cents: number;
  is_enabled: boolean;
  updated_at: Timestamp;
}

/** A store policy the artist has saved (Markdown); the shipped text while there is none. */
/** One licence tier (202612110100_create-licence-tiers); position 1 is the default. */
export interface LicenceTiersTable {
  id: Generated<string>;
  position: number;
  name: string;
  text: string;
  price_difference_cents: number;
  updated_at: Generated<Date>;
}

export interface StorePoliciesTable {
  slug: string;
  markdown: string;
  updated_at: Timestamp;
}

/** A finding a curator said OCR misread, on one original file of one work (see its migration). */
export interface OcrMisreadsTable {
  id: Generated<string>;
  artwork_id: string;
  /** The original the finding was read from: a replaced file's findings start afresh. */
  storage_key: string;
  /** The word as OCR read it. */
  word: string;
  /** normalizeWord(word): what clears the finding. */
  word_key: string;
  /** What the image says, as the curator typed it (1-100 characters). */
  image_says: string;
  kind: OcrFindingKind;
  confidence: number | null;
  pass: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A work's Content Credentials (C2PA) as read from its original (see its migration). */
export interface ArtworkProvenanceTable {
  artwork_id: string;
  /** The original they were read from: a replaced file's are read again. */
  storage_key: string;
  generator: string | null;
  claim_generator: string | null;
  ai_generated: boolean;
  actions: string[];
  signer: string | null;
  issuer: string | null;
  validation_state: 'Trusted' | 'Valid' | 'Invalid';
  /** The manifest store as c2pa-rs's JSON; written as text, read parsed. */
  manifest_store: ColumnType<unknown, string, string>;
  read_at: Timestamp;
}

/** An extra file a buyer of the work gets beside its original (see its migration). */
export interface ArtworkFilesTable {
  id: string;
  artwork_id: string;
  storage_key: string;
  original_name: string;
  label: string;
  mime_type: string;
  file_size: number;
  /** Null for a file that is not an image (a PDF). */
  width: number | null;
  height: number | null;
  position: number;
  created_at: Timestamp;
  /** Set when the curator removed it from a work that was sold: its earlier buyers keep it. */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  artworks: ArtworksTable;
  artworks_list_version: ArtworksListVersionTable;
  shop_words: ShopWordsTable;
  settings: SettingsTable;
  reference_price: ReferencePriceTable;
  artwork_prices: ArtworkPricesTable;
  store_policies: StorePoliciesTable;
  licence_tiers: LicenceTiersTable;
  ocr_misreads: OcrMisreadsTable;
  artwork_provenance: ArtworkProvenanceTable;
  artwork_files: ArtworkFilesTable;
}

export type ArtworkRow = Selectable<ArtworksTable>;
export type NewArtworkRow = Insertable<ArtworksTable>;
export type ArtworkRowUpdate = Updateable<ArtworksTable>;
