import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ERROR_CODES,
  MAX_UPLOAD_BYTES,
  RESUMABLE_UPLOAD_ANSWER_KEY,
  RESUMABLE_UPLOAD_PATH,
  RESUMABLE_UPLOAD_METADATA,
} from '@shop/contracts';
import { adminOnly, AppError, type Logger } from '@shop/platform';
import { Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import type { ArtworkFileService } from '../artwork-files/artwork-files.service.js';
import type { ArtworkService } from '../artworks/artworks.service.js';
import { LiveFileStore } from './live-file-store.js';
import type { LiveOriginals } from './live-originals.js';
import { isIgnoredSystemFile } from './original-name.js';
import { uncopiedBody } from './uncopied-body.js';
import { parseUploadFields } from './upload-fields.js';

/** A part-way upload nobody finished is removed this long after it was last written to. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

interface TusFailure {
  status_code: number;
  body: string;
}

/** Our errors as the tus server sends them: the status and the usual `{error, message}` body. */
function tusFailureOf(error: unknown): TusFailure {
  if (error instanceof AppError) {
    return { status_code: error.statusCode, body: JSON.stringify({ error: error.code, message: error.message }) };
  }
  throw error;
}

/** The form's fields, as the dashboard sends them in the upload's metadata. */
function fieldsOf(upload: Upload): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of RESUMABLE_UPLOAD_METADATA) {
    const value = upload.metadata?.[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/**
 * Resumable uploads (the tus protocol): the dashboard sends an original in parts, each its own
 * request, and after a dropped connection or a reloaded page asks how much arrived and sends the
 * rest. Parts are appended to a file in `stagingDir` (@tus/file-store; docs/uploads.md says why
 * not an S3 multipart upload) and, for a new artwork, stored as they arrive (live-originals.ts);
 * the finished file becomes an artwork through the classic upload's own path (`createFromFile`):
 * type by its bytes, pixels, storage (skipped when the live put holds it all), row and OCR job.
 * The form's fields are checked when the upload is created, before a byte of the file is sent. An upload naming
 * `artworkId` is an extra file of that work instead, attached as `POST /api/artworks/:id/files`
 * attaches one.
 */
export const resumableUploadRoutes: FastifyPluginAsync<{
  artworks: ArtworkService;
  artworkFiles: ArtworkFileService;
  live: LiveOriginals;
  stagingDir: string;
  log: Logger;
}> = async (app, { artworks, artworkFiles, live, stagingDir, log }) => {
  await mkdir(stagingDir, { recursive: true });
  const datastore = new LiveFileStore(
    { directory: stagingDir, expirationPeriodInMilliseconds: ABANDONED_AFTER_MS },
    live,
  );
  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore,
    // Behind the gateway the catalog's own host means nothing to the browser.
    relativeLocation: true,
    maxSize: MAX_UPLOAD_BYTES,
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(_request, upload) {
      try {
        if (upload.size === undefined)
          throw new AppError(400, ERROR_CODES.badRequest, 'Say the size of the file when the upload starts.');
        const fields = fieldsOf(upload);
        if (fields.artworkId !== undefined) await artworkFiles.checkAttachable(fields.artworkId, fields.label);
        else parseUploadFields(fields);
      } catch (error) {
        throw tusFailureOf(error);
      }
      return { metadata: upload.metadata ?? {} };
    },
    async onUploadFinish(_request, upload) {
      const answered = (body: string) => ({
        status_code: 200,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      // Its last part sent again after the answer was lost: the same answer (the store's record has it).
      const kept = upload.metadata?.[RESUMABLE_UPLOAD_ANSWER_KEY];
      if (kept) return answered(kept);
      const name = upload.metadata?.filename ?? 'upload';
      const fields = fieldsOf(upload);
      let answer: string | undefined;
      try {
        if (fields.artworkId !== undefined) {
          const file = await artworkFiles.attachStaged(
            fields.artworkId,
            { path: join(stagingDir, upload.id), clientName: name, sizeBytes: upload.offset },
            fields.label,
            await live.take(upload.id),
          );
          answer = JSON.stringify(file);
          return answered(answer);
        }
        const artwork = await artworks.createFromFile(
          {
            path: join(stagingDir, upload.id),
            clientName: name,
            sizeBytes: upload.offset,
            isTooLarge: false,
            isIgnoredSystemFile: isIgnoredSystemFile(name),
          },
          fields,
          // A finish retried while the first one ran answers the artwork it stored.
          `tus-${upload.id}`,
          await live.take(upload.id),
        );
        answer = JSON.stringify(artwork);
        return answered(answer);
      } catch (error) {
        throw tusFailureOf(error);
      } finally {
        // Stored: the staged copy goes, the answer stays for a client that lost it. Refused: all goes.
        await (answer === undefined ? datastore.remove(upload.id) : datastore.finish(upload.id, answer)).catch(
          (error: unknown) => log.warn({ err: error, uploadId: upload.id }, 'staged upload not removed'),
        );
      }
    },
  });

  const timer = setInterval(
    () => {
      tus
        .cleanUpExpiredUploads()
        .then((removed) => {
          if (removed > 0) log.info({ removed }, 'abandoned and finished resumable uploads of a day ago removed');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'abandoned resumable uploads not removed'));
    },
    60 * 60 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    live.close();
  });

  // The parts are read by the tus server from the raw request, not parsed by Fastify.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  // What `tus.handle` does, but a part's bytes reach the store without a copy of each chunk.
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const tusRequest = new NodeRequest({ req: request.raw, res: reply.raw });
    if (request.method === 'PATCH' || request.method === 'POST')
      Object.defineProperty(tusRequest, 'body', { value: uncopiedBody(request.raw) });
    await sendNodeResponse(reply.raw, await tus.handleWeb(tusRequest));
  };
  // Only the declared pairs (and HEAD, which tus asks an upload's offset with): the dashboard is
  // same-origin, so no CORS preflight (OPTIONS) is ever needed.
  app.route({ method: 'POST', url: RESUMABLE_UPLOAD_PATH, preHandler: adminOnly, handler: handle });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${RESUMABLE_UPLOAD_PATH}/:id`,
    preHandler: adminOnly,
    handler: handle,
  });
};
