import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PromoCodeService } from './promo-codes.service.js';

/** The curator's promo codes (dashboard "Promo codes" tab). */
export const promoCodeRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodeService }> = async (app, { promoCodes }) => {
  registerEndpoint(app, listPromoCodes, async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return promoCodes.list();
  });

  registerEndpoint(app, createPromoCode, async (request, reply) =>
    reply.code(201).send(await promoCodes.create(request.body)),
  );

  registerEndpoint(app, updatePromoCode, async (request) => promoCodes.update(request.params.id, request.body));

  registerEndpoint(app, deletePromoCode, async (request, reply) => {
    await promoCodes.delete(request.params.id);
    return reply.code(204).send();
  });
};
