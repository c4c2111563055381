import {
  type Artwork,
  CategorySchema,
  MAX_DESCRIPTION_LENGTH,
  type PublishArtworkBody,
  type UpdateArtworkBody,
} from '@shop/contracts';
import { EDIT_MESSAGES } from '../edit-messages';
import { parsePriceInput } from './money-input';

export interface EditFormValues {
  title: string;
  description: string;
  category: string;
  price: string;
  /** The work's own struck-through price; empty for none (the shop's reference price then, if turned on). */
  compareAtPrice: string;
  isForSale: boolean;
}

export interface EditFormErrors {
  title?: string;
  description?: string;
  price?: string;
  compareAtPrice?: string;
  isForSale?: string;
}

export function editFormValues(artwork: Artwork): EditFormValues {
  return {
    title: artwork.title,
    description: artwork.description ?? '',
    category: artwork.category,
    price: artwork.price ?? '',
    compareAtPrice: artwork.compareAtPrice ?? '',
    isForSale: artwork.isForSale,
  };
}

/**
 * The form checked as the server would, plus the shop's rule that a work for sale has a price
 * (a public page never offers what cannot be bought). `body` holds only what changed.
 */
export function validateEditForm(
  artwork: Artwork,
  values: EditFormValues,
): { errors: EditFormErrors; body: UpdateArtworkBody } {
  const errors: EditFormErrors = {};
  const body: UpdateArtworkBody = {};
  const title = values.title.trim();
  if (title === '') errors.title = EDIT_MESSAGES.titleRequired;
  else if (title.length > 200) errors.title = EDIT_MESSAGES.titleTooLong;
  else if (title !== artwork.title) body.title = title;

  // As the server stores it: trimmed, and an empty description is none (null).
  const description = values.description.trim();
  if (description.length > MAX_DESCRIPTION_LENGTH) errors.description = EDIT_MESSAGES.descriptionTooLong;
  else if ((description === '' ? null : description) !== artwork.description)
    body.description = description === '' ? null : description;

  const category = CategorySchema.safeParse(values.category);
  if (category.success && category.data !== artwork.category) body.category = category.data;

  const price = parsePriceInput(values.price);
  if (price === undefined) errors.price = EDIT_MESSAGES.priceInvalid;
  else {
    if (price.price !== artwork.price) body.price = price.price;
    if (values.isForSale && price.price === null) errors.isForSale = EDIT_MESSAGES.forSaleNeedsPrice;
  }
  const compareAt = parsePriceInput(values.compareAtPrice);
  if (compareAt === undefined || compareAt.price === '0.00') errors.compareAtPrice = EDIT_MESSAGES.compareAtInvalid;
  else if (compareAt.price !== artwork.compareAtPrice) body.compareAtPrice = compareAt.price;
  if (values.isForSale !== artwork.isForSale) body.isForSale = values.isForSale;
  return { errors, body };
}

/**
 * The form checked for "Publish for sale": as a save that puts the work on sale, so a
 * price is required; `body` (only when valid) carries the price and the other changed fields.
 */
export function validatePublishForm(
  artwork: Artwork,
  values: EditFormValues,
): { errors: EditFormErrors; body?: PublishArtworkBody } {
  const { errors, body } = validateEditForm(artwork, { ...values, isForSale: true });
  const { isForSale: needsPrice, ...otherErrors } = errors;
  const checked: EditFormErrors =
    needsPrice === undefined ? errors : { ...otherErrors, price: EDIT_MESSAGES.publishNeedsPrice };
  const price = parsePriceInput(values.price)?.price;
  if (Object.keys(checked).length > 0 || price === undefined || price === null) return { errors: checked };
  const { title, category, description, compareAtPrice } = body;
  return { errors: checked, body: { price, title, category, description, compareAtPrice } };
}
