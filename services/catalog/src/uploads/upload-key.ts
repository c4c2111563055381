import { ERROR_CODES, UploadIdempotencyKeySchema } from '@shop/contracts';
import { BadRequest } from '@shop/platform';

/** The upload's Idempotency-Key header: undefined without one, a 400 naming it when malformed. */
export function uploadKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = UploadIdempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
  if (!parsed.success)
    throw new BadRequest('Idempotency-Key: expected 8-200 letters, digits or ._:-', ERROR_CODES.validation);
  return parsed.data;
}
