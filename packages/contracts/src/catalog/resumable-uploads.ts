import { z } from 'zod';
import { endpointOf, errorAnswer } from '../shared/endpoint.js';

/** Where the dashboard sends resumable uploads (the tus protocol, version 1.0.0). */
export const RESUMABLE_UPLOAD_PATH = '/api/artworks/uploads';

/**
 * The upload's metadata (tus `Upload-Metadata`) the catalog reads: the file's name, and the
 * classic upload form's fields, checked when the upload is created. With `artworkId` the upload
 * is an extra file of that work (and `label` its label, as `POST /api/artworks/:id/files` takes
 * them) instead of a new work.
 */
export const RESUMABLE_UPLOAD_METADATA = [
  'filename',
  'title',
  'category',
  'price',
  'isForSale',
  'bulkImport',
  'artworkId',
  'label',
] as const;

/**
 * A finished upload is kept for a day as its answer: `HEAD` answers `Upload-Offset` equal to
 * `Upload-Length` and, in `Upload-Metadata` under this key (base64, as tus says), the JSON body
 * the last part was answered with. A client whose last answer was lost (a dropped connection, a
 * reload at the end) takes it from there instead of sending the file again as a new upload.
 */
export const RESUMABLE_UPLOAD_ANSWER_KEY = 'answer';

/**
 * The size of each part the dashboard sends: a dropped connection loses at most the part under
 * way (the server keeps what arrived of it too), and each part is a request of its own, well
 * inside every time limit.
 */
export const RESUMABLE_UPLOAD_PART_BYTES = 16 * 1024 * 1024;

const curatorEndpoint = endpointOf('catalog', 'curator');

/** The upload's name in its Location (the tus server's id: 32 hex characters). */
const ResumableUploadParamsSchema = z.object({ id: z.string().max(100) });

// HEAD (how much arrived) is the protocol's too; the endpoint list has no HEAD, and the gateway
// routes it by prefix like the rest.
export const createResumableUpload = curatorEndpoint('POST', RESUMABLE_UPLOAD_PATH, {
  operationId: 'createResumableUpload',
  summary:
    'Start a resumable upload of an original (tus 1.0.0 creation: Upload-Length up to 200 MB, Upload-Metadata with ' +
    'filename, title, category and optionally price, isForSale, bulkImport, base64 as tus says), or of an extra file of a ' +
    'work (Upload-Metadata with filename, artworkId and optionally label). Answers its address in Location.',
  responses: {
    201: { description: 'Created; Location names the upload' },
    400: errorAnswer(
      'A missing or invalid title, category, price or isForSale, an invalid label, a work with its 10 files already, or no Upload-Length',
    ),
    401: errorAnswer('Not signed in'),
    404: errorAnswer('With artworkId: no such work'),
    413: { description: 'Upload-Length past 200 MB', contentTypes: ['text/plain'] },
  },
});

export const appendResumableUpload = curatorEndpoint('PATCH', `${RESUMABLE_UPLOAD_PATH}/:id`, {
  operationId: 'appendResumableUpload',
  params: ResumableUploadParamsSchema,
  summary:
    'Send the next part (Content-Type application/offset+octet-stream, Upload-Offset: the bytes already there, as HEAD ' +
    'answers). The part that completes the file stores the artwork as POST /api/artworks/upload does and answers it ' +
    '(an extra file: attaches it as POST /api/artworks/:id/files does and answers the file). For a day after, HEAD ' +
    `answers the finished upload's offset and that answer in Upload-Metadata (key "${RESUMABLE_UPLOAD_ANSWER_KEY}"), ` +
    'and its last part sent again is answered the same.',
  responses: {
    200: {
      description:
        'The last part: the artwork stored, as POST /api/artworks/upload answers it (or the work’s new file, as POST /api/artworks/:id/files answers it)',
      contentTypes: ['application/json'],
    },
    204: { description: 'Part stored; Upload-Offset says how much has arrived' },
    401: errorAnswer('Not signed in'),
    404: {
      description: 'No such upload (finished or abandoned a day ago, or never started)',
      contentTypes: ['text/plain'],
    },
    409: { description: 'Upload-Offset is not where the upload stands', contentTypes: ['text/plain'] },
    413: errorAnswer('Larger than 200 MB, or the image has too many pixels'),
    415: errorAnswer('Not a JPEG, PNG, GIF, WEBP or TIFF image (an extra file: or a PDF)'),
  },
});

export const cancelResumableUpload = curatorEndpoint('DELETE', `${RESUMABLE_UPLOAD_PATH}/:id`, {
  operationId: 'cancelResumableUpload',
  params: ResumableUploadParamsSchema,
  summary: 'Abandon an unfinished resumable upload; what arrived is removed.',
  responses: {
    204: { description: 'Removed' },
    401: errorAnswer('Not signed in'),
    404: { description: 'No such upload', contentTypes: ['text/plain'] },
  },
});

export const RESUMABLE_UPLOAD_ENDPOINTS = [
  createResumableUpload,
  appendResumableUpload,
  cancelResumableUpload,
] as const;
