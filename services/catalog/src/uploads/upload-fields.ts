import { CATEGORIES, ERROR_CODES, MESSAGES, type UploadFields, UploadFieldsSchema } from '@shop/contracts';
import { BadRequest } from '@shop/platform';

/**
 * The upload's text fields, or a 400 that names what is wrong: an unknown category, a price that
 * is not money, a for-sale or bulk-import flag that is not true/false; otherwise SPEC's "provide a title and
 * category" message.
 */
export function parseUploadFields(fields: Record<string, string | undefined>): UploadFields {
  const parsed = UploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const failed = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  if (failed.has('price')) {
    throw new BadRequest('price: expected an amount like "14.99".', ERROR_CODES.validation);
  }
  if (failed.has('isForSale')) {
    throw new BadRequest('isForSale: expected "true" or "false".', ERROR_CODES.validation);
  }
  if (failed.has('bulkImport')) {
    throw new BadRequest('bulkImport: expected "true" or "false".', ERROR_CODES.validation);
  }
  const category = fields.category?.trim();
  if (fields.title?.trim() && category && !(CATEGORIES as readonly string[]).includes(category)) {
    throw new BadRequest(
      `Unknown category "${category.slice(0, 100)}". Choose one of: ${CATEGORIES.join(', ')}.`,
      ERROR_CODES.validation,
    );
  }
  throw new BadRequest(MESSAGES.uploadMissingFields, ERROR_CODES.validation);
}
