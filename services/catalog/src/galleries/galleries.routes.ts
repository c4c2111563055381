import { GalleryByCategoryParamsSchema, GalleryByCategorySchema, GalleryListSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GalleryService } from './galleries.service.js';

export const galleryRoutes: FastifyPluginAsyncZod<{ galleries: GalleryService }> = async (app, { galleries }) => {
  app.get('/api/galleries', { schema: { response: { 200: GalleryListSchema } } }, async () => galleries.list());

  app.get(
    '/api/galleries/category/:category',
    { schema: { params: GalleryByCategoryParamsSchema, response: { 200: GalleryByCategorySchema } } },
    async (request) => galleries.byCategory(request.params.category),
  );
};
