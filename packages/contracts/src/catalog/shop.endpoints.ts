import { FileParamsSchema, FileQuerySchema } from './artwork.js';
import { endpointOf, errorAnswer, notModified, ok } from '../shared/endpoint.js';
import { API_PATHS, ENDPOINT_HEADS } from '../shared/paths.js';
import * as gallery from './gallery.js';
import { OcrMisreadListQuerySchema, OcrMisreadListSchema } from './ocr-misreads.js';
import { OcrQueueSchema } from './ocr-queue.js';
import { PreviewVersionSchema } from './preview-version-schema.js';
import { WatermarkSettingsSchema } from './watermark.js';
import { AddWordBodySchema, AddWordResultSchema, WordListSchema } from './words.js';

const publicEndpoint = endpointOf('catalog', 'public');
const publicOrCuratorEndpoint = endpointOf('catalog', 'public-or-curator');
const curatorEndpoint = endpointOf('catalog', 'curator');

/** The catalog's shop-wide reads and settings: galleries, previews, layout, watermark, words, OCR queue. */
export const listGalleries = publicEndpoint('GET', '/api/galleries', {
  operationId: 'listGalleries',
  sharedCache: true,
  summary: 'The four dashboard categories with counts of approved work',
  responses: { 304: notModified, 200: ok('Galleries', gallery.GalleryListSchema) },
});

export const listShopGalleries = curatorEndpoint('GET', '/api/galleries/shop', {
  operationId: 'listShopGalleries',
  summary:
    "The shop's own galleries with counts of approved work: the house category and each " +
    'category page, then any other category that still holds approved work',
  responses: { 200: ok('Galleries', gallery.ShopGalleryListSchema), 401: errorAnswer('Not signed in') },
});

export const getGalleryCategory = publicEndpoint('GET', '/api/galleries/category/:category', {
  operationId: 'getGalleryCategory',
  sharedCache: true,
  summary: 'Approved artworks of one category',
  params: gallery.GalleryByCategoryParamsSchema,
  responses: {
    304: notModified,
    200: ok('Artworks', gallery.GalleryByCategorySchema),
    400: errorAnswer('A category name longer than 100 characters'),
    404: errorAnswer('Unknown category'),
  },
});

export const getPreviewFile = publicOrCuratorEndpoint('GET', '/api/files/:filename', {
  operationId: 'getPreviewFile',
  summary:
    'A preview rendition (?w=480|960|1600), never the original; with the current ?v= (previewUrlVersion) it is cached immutable for a year',
  params: FileParamsSchema,
  query: FileQuerySchema,
  responses: {
    200: { description: 'WEBP or JPEG preview', contentTypes: ['image/webp', 'image/jpeg'] },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    400: errorAnswer('A width or version that is not valid'),
    404: errorAnswer('Unknown or not visible'),
  },
});

export const getOcrQueue = curatorEndpoint('GET', '/api/ocr/queue', {
  operationId: 'getOcrQueue',
  summary: 'OCR queue counts and jobs',
  responses: { 200: ok('Queue state', OcrQueueSchema), 401: errorAnswer('Not signed in') },
});

export const listOcrMisreads = curatorEndpoint('GET', '/api/ocr/misreads', {
  operationId: 'listOcrMisreads',
  summary:
    'The misreadings curators recorded (what OCR read, what the image says, kind, pass), ' +
    'newest first, with their total: how often the OCR pipeline misreads',
  query: OcrMisreadListQuerySchema,
  responses: {
    200: ok('The total and the latest misreadings (limit, 1-500, default 100)', OcrMisreadListSchema),
    400: errorAnswer('A limit that is not 1-500'),
    401: errorAnswer('Not signed in'),
  },
});

export const listWords = curatorEndpoint('GET', '/api/words', {
  operationId: 'listWords',
  summary: "The shop's own word list",
  responses: { 200: ok('Words', WordListSchema), 401: errorAnswer('Not signed in') },
});

export const addWord = curatorEndpoint('POST', '/api/words', {
  operationId: 'addWord',
  summary: 'Accept a word; stored OCR errors are re-evaluated',
  body: AddWordBodySchema,
  responses: {
    200: ok('Added', AddWordResultSchema),
    400: errorAnswer('Not a word'),
    401: errorAnswer('Not signed in'),
  },
});

export const getLayout = publicOrCuratorEndpoint(ENDPOINT_HEADS.getLayout.method, ENDPOINT_HEADS.getLayout.path, {
  operationId: 'getLayout',
  sharedCache: true,
  summary: 'The saved homepage layout',
  responses: { 304: notModified, 200: ok('Layout', gallery.HomepageLayoutSchema) },
});

export const saveLayout = curatorEndpoint('PUT', API_PATHS.layout, {
  operationId: 'saveLayout',
  summary: 'Save the homepage layout',
  body: gallery.HomepageLayoutSchema,
  responses: { 200: ok('Saved', gallery.HomepageLayoutSchema), 401: errorAnswer('Not signed in') },
});

export const getPreviewVersion = publicEndpoint(
  ENDPOINT_HEADS.getPreviewVersion.method,
  ENDPOINT_HEADS.getPreviewVersion.path,
  {
    operationId: 'getPreviewVersion',
    sharedCache: true,
    summary: 'The shop-wide part of preview URLs’ ?v= (changes with the watermark), for content-addressed previews',
    responses: { 304: notModified, 200: ok('The current public preview version', PreviewVersionSchema) },
  },
);

export const getWatermark = curatorEndpoint('GET', '/api/settings/watermark', {
  operationId: 'getWatermark',
  summary: 'The watermark drawn on public previews',
  responses: {
    200: ok('Watermark settings', WatermarkSettingsSchema),
    401: errorAnswer('Not signed in'),
  },
});

export const saveWatermark = curatorEndpoint('PUT', '/api/settings/watermark', {
  operationId: 'saveWatermark',
  summary: 'Set the watermark drawn on public previews (never on originals)',
  body: WatermarkSettingsSchema,
  responses: {
    200: ok('Saved', WatermarkSettingsSchema),
    400: errorAnswer('Bad settings'),
    401: errorAnswer('Not signed in'),
  },
});

export const CATALOG_SHOP_ENDPOINTS = [
  listGalleries,
  listShopGalleries,
  getGalleryCategory,
  getPreviewFile,
  getOcrQueue,
  listOcrMisreads,
  listWords,
  addWord,
  getLayout,
  saveLayout,
  getPreviewVersion,
  getWatermark,
  saveWatermark,
] as const;
