import { adminOnly } from '@shop/platform';
import {
  CreatePromoCodeBodySchema,
  PromoCodeListSchema,
  PromoCodeParamsSchema,
  PromoCodeSchema,
  UpdatePromoCodeBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PromoCodeService } from './promo-codes.service.js';

/** The curator's promo codes (dashboard "Promo codes" tab). */
export const promoCodeRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodeService }> = async (app, { promoCodes }) => {
  app.get(
    '/api/promo-codes',
    { onRequest: adminOnly, schema: { response: { 200: PromoCodeListSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return promoCodes.list();
    },
  );

  app.post(
    '/api/promo-codes',
    { onRequest: adminOnly, schema: { body: CreatePromoCodeBodySchema, response: { 201: PromoCodeSchema } } },
    async (request, reply) => reply.code(201).send(await promoCodes.create(request.body)),
  );

  app.patch(
    '/api/promo-codes/:id',
    {
      onRequest: adminOnly,
      schema: { params: PromoCodeParamsSchema, body: UpdatePromoCodeBodySchema, response: { 200: PromoCodeSchema } },
    },
    async (request) => promoCodes.update(request.params.id, request.body),
  );
};
