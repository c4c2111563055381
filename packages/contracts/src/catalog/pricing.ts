import { z } from 'zod';
import type { PricingPackage } from './pricing-packages.js';

export * from './pricing-packages.js';
export * from './reference-price.js';

/** A pricing package (pricing-packages.ts) as a schema, for payloads that carry one. */
export const PricingPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  description: z.string(),
  popular: z.boolean(),
}) satisfies z.ZodType<PricingPackage>;
