import { z } from 'zod';

/**
 * Lost links: the /download form asks orders to e-mail a buyer's links again. The
 * answer is the same whether or not an order matches (no enumeration of buyers or orders).
 */
export const RESEND_LINKS_ROUTE = '/api/downloads/resend';

/** The one answer of the public resend route, known address or not, limited or not. */
export const RESEND_LINKS_ACCEPTED_MESSAGE =
  'If we have an order for that e-mail address, its download links are on their way. Please check your inbox (and spam folder) in a few minutes.';

export const ResendLinksBodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid e-mail address.')),
  /** Optional: only this order's links: its id, or the short order number (the id's first 8+ characters, `#` allowed). */
  orderId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type ResendLinksBody = z.infer<typeof ResendLinksBodySchema>;

export const ResendLinksAcceptedSchema = z.object({ message: z.string() });
export type ResendLinksAccepted = z.infer<typeof ResendLinksAcceptedSchema>;

/** The curator's "Resend links": the address the links went to. */
export const AdminResendLinksResultSchema = z.object({ orderId: z.string(), email: z.string() });
export type AdminResendLinksResult = z.infer<typeof AdminResendLinksResultSchema>;
