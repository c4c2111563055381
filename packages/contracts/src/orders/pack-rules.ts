import { z } from 'zod';
import { moneyStringSchema } from '../shared/money-schema.js';
import { PACK_COLLECTIONS } from './pack-credits.js';

/**
 * Packs that guide: the artist decides which works each pack can take, by category
 * and a price ceiling. Orders keeps the rule and applies it to every pick; the picker lists only
 * what it allows.
 */
export const PackRuleSchema = z.object({
  /** The pack's pricing package id ("package-abstract-3-pack"). */
  packageId: z.string(),
  name: z.string(),
  collection: z.enum(PACK_COLLECTIONS),
  /** The categories the pack's collection holds: what the rule may choose from. */
  categoryChoices: z.array(z.string()),
  /** The categories the pack takes; null: every one of `categoryChoices`. */
  categories: z.array(z.string()).nullable(),
  /** The highest price a work may have to be picked ("19.99"); null: no ceiling. */
  maxPrice: moneyStringSchema().nullable(),
  /**
   * True while the artist has set no rule for this pack: it takes works up to its price
   * per pick (`maxPrice`, the pack's price divided by its works), every category of its collection.
   */
  isDefault: z.boolean(),
});
export type PackRule = z.infer<typeof PackRuleSchema>;

export const PackRuleListSchema = z.object({ rules: z.array(PackRuleSchema) });
export type PackRuleList = z.infer<typeof PackRuleListSchema>;

export const PackRuleParamsSchema = z.object({ packageId: z.string().min(1).max(100) });

/** PUT /api/pack-rules/:packageId. */
export const SavePackRuleBodySchema = z.object({
  categories: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Choose at least one category, or every category.')
    .max(50)
    .nullable(),
  maxPrice: moneyStringSchema('Give the price ceiling as an amount like "19.99", or leave it empty.')
    .refine((value) => Number(value) > 0, 'The price ceiling must be above $0.00.')
    .nullable(),
});
export type SavePackRuleBody = z.infer<typeof SavePackRuleBodySchema>;
