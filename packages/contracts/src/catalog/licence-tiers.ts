import { z } from 'zod';
import { IdSchema } from '../shared/ids.js';
import { moneyStringSchema } from '../shared/money-schema.js';

/** Gumroad-like tiers: Personal, Commercial, Extended. More would crowd the artwork page. */
export const MAX_LICENCE_TIERS = 3;
export const LICENCE_NAME_MAX = 60;
export const LICENCE_TEXT_MAX = 4000;
/** $10,000: far above any real licence, far below the order ceiling. */
export const MAX_LICENCE_PRICE_DIFFERENCE_CENTS = 1_000_000;

/**
 * One licence the artist sells a work under. Its price is the work's price plus
 * `priceDifference` (the first tier usually adds nothing). With no tiers the shop sells every work
 * under its one licence (the Licence policy page), exactly as before tiers existed.
 */
export const LicenceTierSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Plain text, as typed (line breaks kept); the order keeps a copy of it as it was when sold. */
  text: z.string(),
  /** Added to the work's price, e.g. "25.00"; "0.00" for the base licence. */
  priceDifference: moneyStringSchema(),
});
export type LicenceTier = z.infer<typeof LicenceTierSchema>;

/** In the artist's order: the first is the default (what a cart line naming no licence gets). */
export const LicenceTierListSchema = z.object({ licences: z.array(LicenceTierSchema).max(MAX_LICENCE_TIERS) });
export type LicenceTierList = z.infer<typeof LicenceTierListSchema>;

const noControls = (value: string) => !/[\p{Cc}\p{Cs}]/u.test(value.replace(/\r?\n|\t/g, ''));

/** One tier as the dashboard saves it: an `id` keeps an existing tier (carts may name it), none adds one. */
export const SaveLicenceTierSchema = z.object({
  id: IdSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Give each licence a name, such as Personal or Commercial.')
    .max(LICENCE_NAME_MAX, `A licence's name can be at most ${LICENCE_NAME_MAX} characters.`)
    .refine((name) => !/[\p{Cc}\p{Cs}]/u.test(name), 'A licence name cannot hold control characters.'),
  text: z
    .string()
    .trim()
    .min(1, 'Write what each licence allows.')
    .max(LICENCE_TEXT_MAX, `A licence's text can be at most ${LICENCE_TEXT_MAX} characters.`)
    .refine(noControls, 'A licence text cannot hold control characters other than line breaks.')
    .transform((text) => text.replace(/\r\n/g, '\n')),
  priceDifference: moneyStringSchema('Enter the price difference as an amount like "25.00" (0.00 for none).'),
});

/** The whole list at once, in order; an empty list goes back to the shop's one licence. */
export const SaveLicenceTiersBodySchema = z.object({
  licences: z
    .array(SaveLicenceTierSchema)
    .max(MAX_LICENCE_TIERS, `A shop sells under at most ${MAX_LICENCE_TIERS} licences.`)
    .refine(
      (tiers) => new Set(tiers.map((tier) => tier.name.toLowerCase())).size === tiers.length,
      'Two licences cannot have the same name.',
    ),
});
export type SaveLicenceTiersBody = z.input<typeof SaveLicenceTiersBodySchema>;

/** Internal (payments): a tier with its difference in cents, as the cart is priced with it. */
export const InternalLicenceTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  priceDifferenceCents: z.number().int(),
});
export type InternalLicenceTier = z.infer<typeof InternalLicenceTierSchema>;

/** What a priced line, an order line and a receipt keep of the licence sold (its text as it was). */
export const SoldLicenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
});
export type SoldLicence = z.infer<typeof SoldLicenceSchema>;
