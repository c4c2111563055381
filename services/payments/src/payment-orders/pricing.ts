import {
  findPricingPackage,
  formatCents,
  isId,
  isStateCode,
  ARTWORK_LINE_QUANTITY,
  ERROR_CODES,
  PROMO_ERROR_CODES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_TOTAL_CENTS,
  MISCELLANEOUS_PRICE_CENTS,
  type InternalArtwork,
  type InternalLicenceTier,
  type OrderLineInput,
  type SoldLicence,
  type StateCode,
} from '@shop/contracts';
import { BadRequest } from '@shop/platform';
import type { PaymentLine } from '../db/schema.js';
import { placeFields, taxAt, type TaxPlace } from './tax-place.js';

export interface PricedCart {
  /** Where the tax is charged: a US state or another country's row. */
  place: TaxPlace;
  /** The US state; null outside the US. */
  stateCode: StateCode | null;
  /** ISO 3166-1 alpha-2; US when the checkout named only a state, as every checkout did before other countries. */
  countryCode: string;
  /** "Sales Tax", "VAT", "GST", …; null where no tax applies (a country the table has not, or switched off). */
  taxName: string | null;
  /** The rate charged, an exact decimal fraction (".08", "0.19"). */
  taxRate: string;
  lines: PaymentLine[];
  subtotalCents: number;
  /** The promo discount, taken off the subtotal before tax; 0 without a code. */
  discountCents: number;
  promoCode: string | null;
  taxCents: number;
  totalCents: number;
}

/** What a promo code takes off: percent of the subtotal, or a fixed amount. */
export interface PromoTerms {
  kind: 'percent' | 'fixed';
  /** percent: 1-100; fixed: cents. */
  value: number;
}

/** SPEC §9 tax table; codes are matched case-insensitively ("ny" is New York). */
export function parseStateCode(value: string): StateCode {
  const code = value.trim().toUpperCase();
  if (!isStateCode(code)) {
    throw new BadRequest(`Unknown state "${value}": use a two-letter US state code such as NY or CA.`);
  }
  return code;
}

/**
 * One line per product: the same id twice (two clicks, two tabs) is one line with both quantities.
 * For an artwork that merged quantity above 1 is then refused by `priceCart` (a licence is sold once).
 */
export function mergeLines(items: readonly OrderLineInput[]): OrderLineInput[] {
  const byId = new Map<string, OrderLineInput>();
  for (const item of items) {
    const existing = byId.get(item.artworkId);
    const licenceId = existing?.licenceId ?? item.licenceId;
    byId.set(item.artworkId, {
      artworkId: item.artworkId,
      quantity: (existing?.quantity ?? 0) + item.quantity,
      ...(licenceId === undefined ? {} : { licenceId }),
    });
  }
  const merged = [...byId.values()];
  const tooMany = merged.find((line) => line.quantity > MAX_LINE_QUANTITY);
  if (tooMany) throw new BadRequest(`Quantity of "${tooMany.artworkId}" must be at most ${MAX_LINE_QUANTITY}.`);
  return merged;
}

/** The ids the catalog must be asked about: every line that is not a pricing package and could be an artwork. */
export function artworkIdsToLookUp(lines: readonly OrderLineInput[]): string[] {
  return lines.map((line) => line.artworkId).filter((id) => findPricingPackage(id) === undefined && isId(id));
}

/**
 * What one artwork sells for, or why it cannot be sold. SPEC §2/§5: Miscellaneous work sells at a
 * fixed $14.99 once approved; anything else must be approved, for sale and priced.
 */
export function artworkUnitPrice(artwork: InternalArtwork): { priceCents: number } | { refusal: string } {
  if (artwork.status !== 'approved') return { refusal: `Artwork "${artwork.id}" is not available for purchase.` };
  if (artwork.category === 'Miscellaneous') return { priceCents: MISCELLANEOUS_PRICE_CENTS };
  if (!artwork.isForSale || artwork.priceCents === null)
    return { refusal: `Artwork "${artwork.title}" is not for sale.` };
  return { priceCents: artwork.priceCents };
}

/**
 * The licence tier a line is sold under: the one it names, else the first (the default). With no
 * tiers the shop sells its one licence, and a line naming a tier is refused: it was priced
 * against tiers that are gone. Never trusts a price the client has seen, only the tier's id.
 */
export function licenceOfLine(
  licenceId: string | undefined,
  tiers: readonly InternalLicenceTier[],
  title: string,
): InternalLicenceTier | undefined {
  if (licenceId === undefined) return tiers[0];
  const tier = tiers.find((candidate) => candidate.id === licenceId);
  if (tier) return tier;
  const offered =
    tiers.length === 0
      ? 'this shop sells every work under its one licence now'
      : `choose ${tiers.map((candidate) => candidate.name).join(', ')}`;
  throw new BadRequest(
    `The licence chosen for "${title}" is not offered any more (${offered}). Please choose the licence again.`,
    ERROR_CODES.unknownLicence,
  );
}

const soldLicence = (tier: InternalLicenceTier): SoldLicence => ({ id: tier.id, name: tier.name, text: tier.text });

/**
 * Quantity 2 of an artwork used to charge twice and grant one download. The lines are
 * merged first, so both "quantity 2" and "the same artwork twice" end up here.
 */
function artworkQuantityRefusal(artwork: InternalArtwork): Error {
  return new BadRequest(
    `Artwork "${artwork.title}" (${artwork.id}) can be bought only once per order: an artwork is a download licence, so its quantity is always 1.`,
    ERROR_CODES.artworkQuantity,
  );
}

/**
 * Prices a cart from the server's own data only: the client's prices never enter (ARCHITECTURE
 * "Prices and tax are always computed by the server"). Throws a 400 naming the first bad line.
 */
export function priceCart(
  items: readonly OrderLineInput[],
  artworks: readonly InternalArtwork[],
  place: TaxPlace,
  licences: readonly InternalLicenceTier[] = [],
): PricedCart {
  const byId = new Map(artworks.map((artwork) => [artwork.id, artwork]));
  const lines = mergeLines(items).map((item): PaymentLine => {
    const pkg = findPricingPackage(item.artworkId);
    if (pkg) {
      // A pack's picks come under the default licence; the pack itself is not sold per tier.
      if (item.licenceId !== undefined) {
        throw new BadRequest(
          `"${pkg.name}" takes no licence choice: its works come under the shop's default licence.`,
          ERROR_CODES.unknownLicence,
        );
      }
      return {
        artworkId: pkg.id,
        kind: 'package',
        title: pkg.name,
        quantity: item.quantity,
        unitPriceCents: pkg.priceCents,
      };
    }
    const artwork = byId.get(item.artworkId);
    if (!artwork) throw new BadRequest(`Unknown artwork "${item.artworkId}": it is not in the catalog.`);
    const price = artworkUnitPrice(artwork);
    if ('refusal' in price) throw new BadRequest(price.refusal);
    if (item.quantity !== ARTWORK_LINE_QUANTITY) throw artworkQuantityRefusal(artwork);
    const licence = licenceOfLine(item.licenceId, licences, artwork.title);
    return {
      artworkId: artwork.id,
      kind: 'artwork',
      title: artwork.title,
      quantity: item.quantity,
      // Tax is then charged on the licensed price, as on any other line.
      unitPriceCents: price.priceCents + (licence?.priceDifferenceCents ?? 0),
      // Only with tiers: a shop of one licence keeps the lines (and fingerprints) it had.
      ...(licence ? { licence: soldLicence(licence) } : {}),
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new BadRequest(`The order is too large: its subtotal may be at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}.`);
  }
  if (subtotalCents === 0) throw new BadRequest('The order total is zero: there is nothing to pay for.');
  const taxCents = taxAt(subtotalCents, place);
  return {
    place,
    ...placeFields(place),
    lines,
    subtotalCents,
    discountCents: 0,
    promoCode: null,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}

/**
 * The discount in whole cents. Percent: subtotal × percent / 100 rounded half up to the cent
 * (integer arithmetic, so 30% of $14.99 = 449.7¢ → $4.50, 30% of $0.05 = 1.5¢ → $0.02). Fixed: the
 * amount, capped at the subtotal. Never below 0, never above the subtotal.
 */
export function promoDiscountCents(terms: PromoTerms, subtotalCents: number): number {
  const raw = terms.kind === 'percent' ? Math.floor((subtotalCents * terms.value + 50) / 100) : terms.value;
  return Math.min(Math.max(raw, 0), subtotalCents);
}

/**
 * The cart with a promo code applied: tax is computed on what is left after the discount
 * (priced by the server before tax), total = subtotal − discount + tax. A code that
 * leaves nothing to pay is refused: PayPal cannot take a $0.00 order.
 */
export function applyPromo(cart: PricedCart, code: string, terms: PromoTerms): PricedCart {
  const discountCents = promoDiscountCents(terms, cart.subtotalCents);
  const taxedCents = cart.subtotalCents - discountCents;
  if (taxedCents === 0) {
    throw new BadRequest(
      `The promo code "${code}" covers the whole order, and an order of $0.00 cannot be paid. Add something to your cart or remove the code.`,
      PROMO_ERROR_CODES.wholeOrder,
    );
  }
  const taxCents = taxAt(taxedCents, cart.place);
  return { ...cart, discountCents, promoCode: code, taxCents, totalCents: taxedCents + taxCents };
}
