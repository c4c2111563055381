import {
  addArtworkFile,
  listArtworkFiles,
  lookupArtworkFiles,
  removeArtworkFile,
  updateArtworkFile,
} from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartPart } from '../uploads/multipart-upload.js';
import type { ArtworkFileService } from './artwork-files.service.js';

export const artworkFileRoutes: FastifyPluginAsyncZod<{ artworkFiles: ArtworkFileService }> = async (
  app,
  { artworkFiles },
) => {
  registerEndpoint(app, listArtworkFiles, async (request) => artworkFiles.list(request.params.id));

  registerEndpoint(app, addArtworkFile, async (request, reply) => {
    const file = await artworkFiles.add(request.params.id, request.parts() as AsyncIterable<MultipartPart>);
    return reply.code(201).send(file);
  });

  registerEndpoint(app, updateArtworkFile, async (request) =>
    artworkFiles.update(request.params.id, request.params.fileId, request.body),
  );

  registerEndpoint(app, removeArtworkFile, async (request, reply) => {
    await artworkFiles.remove(request.params.id, request.params.fileId, request.id);
    return reply.code(204).send();
  });

  // Internal (the token, not the role, lets orders in; see internal.routes.ts).
  registerEndpoint(app, lookupArtworkFiles, async (request) => ({
    files: await artworkFiles.lookup(request.body.ids),
  }));
};
