import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';
import { ArtworkParamsSchema } from './artwork.js';
import {
  AddArtworkFileFieldsSchema,
  ArtworkFileListSchema,
  ArtworkFileParamsSchema,
  ArtworkFileSchema,
  ArtworkFilesLookupBodySchema,
  ArtworkFilesLookupResponseSchema,
  UpdateArtworkFileBodySchema,
} from './artwork-files.js';

const curatorEndpoint = endpointOf('catalog', 'curator');
const internalEndpoint = endpointOf('catalog', 'internal');

export const listArtworkFiles = curatorEndpoint('GET', '/api/artworks/:id/files', {
  operationId: 'listArtworkFiles',
  summary: "A work's extra files (beside its original), in the order buyers see them",
  params: ArtworkParamsSchema,
  responses: {
    200: ok('The files', ArtworkFileListSchema),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
  },
});

export const addArtworkFile = curatorEndpoint('POST', '/api/artworks/:id/files', {
  operationId: 'addArtworkFile',
  summary:
    'Attach an extra file to a work (multipart: file, optional label), streamed to storage: a JPEG, PNG, GIF, ' +
    'WebP or TIFF image or a PDF, up to 200 MB. Every buyer of the work gets it, earlier buyers too.',
  params: ArtworkParamsSchema,
  body: AddArtworkFileFieldsSchema,
  bodyKind: 'multipart',
  responses: {
    201: ok('Stored; the file', ArtworkFileSchema),
    400: errorAnswer('No file, a label that is not valid, or the work has 10 files already'),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork'),
    413: errorAnswer('Larger than 200 MB, or an image of more than 100 megapixels'),
    415: errorAnswer('Not a JPEG, PNG, GIF, WebP or TIFF image or a PDF'),
  },
});

export const updateArtworkFile = curatorEndpoint('PATCH', '/api/artworks/:id/files/:fileId', {
  operationId: 'updateArtworkFile',
  summary: "Relabel an extra file or move it to another place in the work's list",
  params: ArtworkFileParamsSchema,
  body: UpdateArtworkFileBodySchema,
  responses: {
    200: ok("The work's files as they are now", ArtworkFileListSchema),
    400: errorAnswer('No label nor position, or one that is not valid'),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork or file'),
  },
});

export const removeArtworkFile = curatorEndpoint('DELETE', '/api/artworks/:id/files/:fileId', {
  operationId: 'removeArtworkFile',
  summary:
    'Take an extra file off a work: new buyers no longer get it. A work never sold loses the file at once; ' +
    "a sold work's earlier buyers keep downloading it (its object stays)",
  params: ArtworkFileParamsSchema,
  responses: {
    204: { description: 'Removed' },
    401: errorAnswer('Not signed in'),
    404: errorAnswer('Unknown artwork or file'),
    503: errorAnswer('Orders could not be asked whether the work was sold; nothing was removed'),
  },
});

export const lookupArtworkFiles = internalEndpoint('POST', '/internal/artworks/files', {
  operationId: 'lookupArtworkFiles',
  summary: "Every extra file of these works, removed ones too (with when), for orders' delivery",
  body: ArtworkFilesLookupBodySchema,
  responses: {
    200: ok('The files, by work and position', ArtworkFilesLookupResponseSchema),
    400: errorAnswer('No ids or more than 200'),
  },
});

export const ARTWORK_FILE_ENDPOINTS = [listArtworkFiles, addArtworkFile, updateArtworkFile, removeArtworkFile] as const;
