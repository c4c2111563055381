import { ApiError } from '../../../lib/api-client';

/** The server's own message for an ApiError, else the error's text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
