import { FileParamsSchema, FileQuerySchema } from './artwork.js';
import { defineEndpoint, errorAnswer } from '../shared/endpoint.js';
import { API_PATHS } from '../shared/paths.js';
import {
  GalleryByCategoryParamsSchema,
  GalleryByCategorySchema,
  GalleryListSchema,
  HomepageLayoutSchema,
} from './gallery.js';
import { OcrQueueSchema } from './ocr-queue.js';
import { PreviewVersionSchema } from './preview-version-schema.js';
import { WatermarkSettingsSchema } from './watermark.js';
import { AddWordBodySchema, AddWordResultSchema, WordListSchema } from './words.js';

/** The catalog's shop-wide reads and settings: galleries, previews, layout, watermark, words, OCR queue. */
export const listGalleries = defineEndpoint({
  operationId: 'listGalleries',
  method: 'GET',
  path: '/api/galleries',
  upstream: 'catalog',
  access: 'public',
  summary: 'The four dashboard categories with counts of approved work',
  responses: { 200: { description: 'Galleries', schema: GalleryListSchema } },
});

export const getGalleryCategory = defineEndpoint({
  operationId: 'getGalleryCategory',
  method: 'GET',
  path: '/api/galleries/category/:category',
  upstream: 'catalog',
  access: 'public',
  summary: 'Approved artworks of one category',
  params: GalleryByCategoryParamsSchema,
  responses: {
    200: { description: 'Artworks', schema: GalleryByCategorySchema },
    400: errorAnswer('A category name longer than 100 characters'),
    404: errorAnswer('Unknown category'),
  },
});

export const getPreviewFile = defineEndpoint({
  operationId: 'getPreviewFile',
  method: 'GET',
  path: '/api/files/:filename',
  upstream: 'catalog',
  access: 'public-or-curator',
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

export const getOcrQueue = defineEndpoint({
  operationId: 'getOcrQueue',
  method: 'GET',
  path: '/api/ocr/queue',
  upstream: 'catalog',
  access: 'curator',
  summary: 'OCR queue counts and jobs',
  responses: { 200: { description: 'Queue state', schema: OcrQueueSchema }, 401: errorAnswer('Not signed in') },
});

export const listWords = defineEndpoint({
  operationId: 'listWords',
  method: 'GET',
  path: '/api/words',
  upstream: 'catalog',
  access: 'curator',
  summary: "The shop's own word list",
  responses: { 200: { description: 'Words', schema: WordListSchema }, 401: errorAnswer('Not signed in') },
});

export const addWord = defineEndpoint({
  operationId: 'addWord',
  method: 'POST',
  path: '/api/words',
  upstream: 'catalog',
  access: 'curator',
  summary: 'Accept a word; stored OCR errors are re-evaluated',
  body: AddWordBodySchema,
  responses: {
    200: { description: 'Added', schema: AddWordResultSchema },
    400: errorAnswer('Not a word'),
    401: errorAnswer('Not signed in'),
  },
});

export const getLayout = defineEndpoint({
  operationId: 'getLayout',
  method: 'GET',
  path: API_PATHS.layout,
  upstream: 'catalog',
  access: 'public-or-curator',
  summary: 'The saved homepage layout',
  responses: { 200: { description: 'Layout', schema: HomepageLayoutSchema } },
});

export const saveLayout = defineEndpoint({
  operationId: 'saveLayout',
  method: 'PUT',
  path: API_PATHS.layout,
  upstream: 'catalog',
  access: 'curator',
  summary: 'Save the homepage layout',
  body: HomepageLayoutSchema,
  responses: { 200: { description: 'Saved', schema: HomepageLayoutSchema }, 401: errorAnswer('Not signed in') },
});

export const getPreviewVersion = defineEndpoint({
  operationId: 'getPreviewVersion',
  method: 'GET',
  path: API_PATHS.previewVersion,
  upstream: 'catalog',
  access: 'public',
  summary: 'The shop-wide part of preview URLs’ ?v= (changes with the watermark), for content-addressed previews',
  responses: { 200: { description: 'The current public preview version', schema: PreviewVersionSchema } },
});

export const getWatermark = defineEndpoint({
  operationId: 'getWatermark',
  method: 'GET',
  path: '/api/settings/watermark',
  upstream: 'catalog',
  access: 'curator',
  summary: 'The watermark drawn on public previews',
  responses: {
    200: { description: 'Watermark settings', schema: WatermarkSettingsSchema },
    401: errorAnswer('Not signed in'),
  },
});

export const saveWatermark = defineEndpoint({
  operationId: 'saveWatermark',
  method: 'PUT',
  path: '/api/settings/watermark',
  upstream: 'catalog',
  access: 'curator',
  summary: 'Set the watermark drawn on public previews (never on originals)',
  body: WatermarkSettingsSchema,
  responses: {
    200: { description: 'Saved', schema: WatermarkSettingsSchema },
    400: errorAnswer('Bad settings'),
    401: errorAnswer('Not signed in'),
  },
});

export const CATALOG_SHOP_ENDPOINTS = [
  listGalleries,
  getGalleryCategory,
  getPreviewFile,
  getOcrQueue,
  listWords,
  addWord,
  getLayout,
  saveLayout,
  getPreviewVersion,
  getWatermark,
  saveWatermark,
] as const;
