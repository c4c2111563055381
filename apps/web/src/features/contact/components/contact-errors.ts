import { ApiError } from '../../../lib/api-client';
import { waitMinutes } from '../../../lib/wait-minutes';
import { contactMessages as m } from '../messages';

export type ContactField = 'name' | 'email' | 'subject' | 'message';
const FIELDS: readonly string[] = ['name', 'email', 'subject', 'message'];

export interface ContactError {
  /** The field the server refused, when it named one. */
  field?: ContactField;
  text: string;
}

/**
 * The server's refusal in words: a 400 names its field (`Invalid body field "email": …`, the
 * platform's validation answer), a 429 says how long to wait, anything else asks to try again.
 */
export function contactError(error: unknown): ContactError {
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    if (error.status === 400) {
      const named = /field "(\w+)": (.+)$/.exec(message);
      const field = named?.[1];
      if (field !== undefined && FIELDS.includes(field)) {
        return { field: field as ContactField, text: named?.[2] ?? message };
      }
      return { text: message };
    }
    if (error.status === 429) {
      return { text: /minute/i.test(message) ? message : m.tooMany(waitMinutes(message)) };
    }
  }
  return { text: m.failed };
}
