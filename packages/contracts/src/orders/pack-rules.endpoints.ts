import { defineEndpoint, errorAnswer } from '../shared/endpoint.js';
import { PackRuleListSchema, PackRuleParamsSchema, PackRuleSchema, SavePackRuleBodySchema } from './pack-rules.js';

/** The artist's rule per pack, kept by orders (which applies it to every pick). */
export const listPackRules = defineEndpoint({
  operationId: 'listPackRules',
  method: 'GET',
  path: '/api/pack-rules',
  upstream: 'orders',
  access: 'curator',
  summary: 'Every pack with the categories and the price ceiling of the works it can take',
  responses: {
    200: { description: 'The packs and their rules', schema: PackRuleListSchema },
    401: errorAnswer('No session'),
  },
});

export const savePackRule = defineEndpoint({
  operationId: 'savePackRule',
  method: 'PUT',
  path: '/api/pack-rules/:packageId',
  upstream: 'orders',
  access: 'curator',
  summary: "Set a pack's categories and price ceiling",
  params: PackRuleParamsSchema,
  body: SavePackRuleBodySchema,
  responses: {
    200: { description: 'The rule as saved', schema: PackRuleSchema },
    400: errorAnswer('A category outside the pack’s collection, or a bad price'),
    401: errorAnswer('No session'),
    404: errorAnswer('No such pack'),
  },
});

/** Forgets the artist's rule: the pack takes works up to its price per pick again, every category. */
export const resetPackRule = defineEndpoint({
  operationId: 'resetPackRule',
  method: 'DELETE',
  path: '/api/pack-rules/:packageId',
  upstream: 'orders',
  access: 'curator',
  summary: "Remove a pack's rule, so it takes the default again (up to its price per pick)",
  params: PackRuleParamsSchema,
  responses: {
    200: { description: 'The default rule the pack now follows', schema: PackRuleSchema },
    401: errorAnswer('No session'),
    404: errorAnswer('No such pack'),
  },
});

export const PACK_RULE_ENDPOINTS = [listPackRules, savePackRule, resetPackRule] as const;
