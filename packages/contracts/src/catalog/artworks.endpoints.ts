import { z } from 'zod';
import * as artwork from './artwork.js';
import { ArtworkByShortIdParamsSchema } from './artwork-page-route.js';
import { endpointOf, errorAnswer, notModified, ok } from '../shared/endpoint.js';
import { ENDPOINT_HEADS } from '../shared/paths.js';
import { ArtworkOcrFindingsSchema, OcrFindingsParamsSchema } from './ocr-findings.js';
import { OcrMisreadBodySchema, OcrMisreadResultSchema } from './ocr-misreads.js';
import { RESUMABLE_UPLOAD_ENDPOINTS } from './resumable-uploads.js';

const publicOrCuratorEndpoint = endpointOf('catalog', 'public-or-curator');
const curatorEndpoint = endpointOf('catalog', 'curator');

const { listArtworks: listHead, getArtworkByShortId: byShortIdHead } = ENDPOINT_HEADS;

export const listArtworks = publicOrCuratorEndpoint(listHead.method, listHead.path, {
  operationId: 'listArtworks',
  sharedCache: true,
  summary: 'List artworks',
  query: artwork.PagedArtworksQuerySchema,
  responses: {
    200: {
      description:
        'Artworks, newest first; with any of q, shown, ocr, forSale, hasPrice, sort, limit or page: one page of matches and their total',
      schema: z.union([artwork.ArtworkListSchema, artwork.ArtworkPageSchema]),
    },
    304: notModified,
    400: errorAnswer('A query parameter that is not valid'),
  },
});

export const getArtworkByShortId = publicOrCuratorEndpoint(byShortIdHead.method, byShortIdHead.path, {
  operationId: 'getArtworkByShortId',
  sharedCache: true,
  summary: "One artwork by its page's short id (the first 12 hex digits of its id), for /art/<slug>-<short id>",
  params: ArtworkByShortIdParamsSchema,
  responses: {
    304: notModified,
    200: ok('The artwork', artwork.ArtworkSchema),
    400: errorAnswer('Not 12 lowercase hex digits'),
    404: errorAnswer('No such artwork, not visible to the caller, or the short id names more than one'),
  },
});

export const uploadArtwork = curatorEndpoint('POST', '/api/artworks/upload', {
  operationId: 'uploadArtwork',
  summary:
    'Upload an artwork (multipart: artwork, title, category; optional price, isForSale, bulkImport: "true" puts its OCR behind new uploads). ' +
    'An optional Idempotency-Key header (8-200 of A-Z a-z 0-9 . _ : -) makes a retried upload answer the artwork the first try stored.',
  body: artwork.UploadFieldsSchema,
  bodyKind: 'multipart',
  responses: {
    201: ok('Stored; OCR queued', artwork.ArtworkSchema),
    400: errorAnswer('Missing title, category or file; a price, isForSale or Idempotency-Key that is not valid'),
    401: errorAnswer('Not signed in'),
    413: errorAnswer('Larger than 200 MB'),
    415: errorAnswer('Not a JPEG, PNG, GIF, WEBP or TIFF image'),
  },
});

export const updateArtwork = curatorEndpoint('PATCH', '/api/artworks/:id', {
  operationId: 'updateArtwork',
  summary: 'Change status, category, title, price, sale flag or text',
  params: artwork.ArtworkParamsSchema,
  body: artwork.UpdateArtworkBodySchema,
  responses: {
    200: ok('The updated artwork', artwork.ArtworkSchema),
    400: errorAnswer('Invalid change'),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
  },
});

export const publishArtwork = curatorEndpoint('POST', '/api/artworks/:id/publish', {
  operationId: 'publishArtwork',
  summary:
    'Publish for sale in one step: set the price (and any other edits), mark it for sale ' +
    'and approve it, all in one change; nothing changes when any part is refused',
  params: artwork.ArtworkParamsSchema,
  body: artwork.PublishArtworkBodySchema,
  responses: {
    200: ok('The published artwork', artwork.ArtworkSchema),
    400: errorAnswer('No price, or a price or other change that is not valid'),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
  },
});

export const replaceArtworkFile = curatorEndpoint('PUT', '/api/artworks/:id/file', {
  operationId: 'replaceArtworkFile',
  summary:
    "Replace an artwork's file (multipart: artwork) with a corrected image, checked as an upload is. " +
    'The work keeps its id, title, description, price, category, sale flag and its buyers (their links ' +
    'download the new file); its previews are made and its text read again. Pending or flagged work ' +
    'goes back to pending for the new OCR to decide; approved, rejected or archived work keeps its status.',
  params: artwork.ArtworkParamsSchema,
  bodyKind: 'multipart',
  responses: {
    200: ok('The artwork with its new file; OCR queued', artwork.ArtworkSchema),
    400: errorAnswer('No file'),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
    409: errorAnswer('The old file is being read by OCR right now; nothing was changed'),
    413: errorAnswer('Larger than 200 MB'),
    415: errorAnswer('Not a JPEG, PNG, GIF, WEBP or TIFF image'),
    503: errorAnswer('The OCR queue is unavailable; nothing was changed'),
  },
});

export const batchArtworks = curatorEndpoint('POST', '/api/artworks/batch', {
  operationId: 'batchArtworks',
  summary:
    'Approve every clean pending artwork, reject every flagged one, or apply the same changes ' +
    '(price, sale flag, category, status) to a list of ids in one transaction',
  body: artwork.BatchBodySchema,
  responses: {
    200: ok('How many changed; for `update` also the changed artworks', artwork.BatchResultSchema),
    400: errorAnswer('Unknown action, bad id, more than 1000 ids or an invalid change'),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('An id names no artwork (nothing was changed)'),
  },
});

export const deleteArtwork = curatorEndpoint('DELETE', '/api/artworks/:id', {
  operationId: 'deleteArtwork',
  summary:
    'Delete an artwork that was never sold, with its original, previews and queued OCR job ' +
    '(a sold one can only be archived: PATCH status "archived")',
  params: artwork.ArtworkParamsSchema,
  responses: {
    204: { description: 'Deleted' },
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
    409: errorAnswer('The artwork was sold: its buyers keep their downloads'),
    503: errorAnswer('Orders could not be asked whether it was sold; nothing was deleted'),
  },
});

export const getArtworkOcrFindings = curatorEndpoint('GET', '/api/artworks/:id/ocr-findings', {
  operationId: 'getArtworkOcrFindings',
  summary: "What OCR found wrong with an artwork's text, as data (word, confidence, where it was read)",
  params: OcrFindingsParamsSchema,
  responses: {
    200: ok('The findings behind ocrErrors', ArtworkOcrFindingsSchema),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
  },
});

export const recordOcrMisread = curatorEndpoint('POST', '/api/artworks/:id/ocr-misreads', {
  operationId: 'recordOcrMisread',
  summary:
    "OCR misread one of this work's findings; `text` is what the image says (1-100 characters). " +
    'The finding is cleared for this work alone (a re-read of the same file keeps it cleared, a replaced file ' +
    "starts afresh), the work's errors and status are re-derived, and no word joins the shop's word list",
  params: OcrFindingsParamsSchema,
  body: OcrMisreadBodySchema,
  responses: {
    200: ok('The misreading as recorded, and the work without that finding', OcrMisreadResultSchema),
    400: errorAnswer('No word, or a text that is empty, longer than 100 characters or more than one line'),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
    409: errorAnswer('The word is not one of the open findings of the work as OCR last read it'),
  },
});

export const ARTWORK_ENDPOINTS = [
  listArtworks,
  getArtworkByShortId,
  uploadArtwork,
  updateArtwork,
  publishArtwork,
  replaceArtworkFile,
  batchArtworks,
  deleteArtwork,
  getArtworkOcrFindings,
  recordOcrMisread,
  ...RESUMABLE_UPLOAD_ENDPOINTS,
] as const;
