import { z } from 'zod';

/** How reports and the dashboard name the shop's one licence (a line sold under no tier). */
export const SHOP_LICENCE_LABEL = 'Shop licence';

/** A sold line's licence tier as the order keeps it: its name and text at the time of sale. */
export const OrderLineLicenceSchema = z.object({ name: z.string(), text: z.string() });
export type OrderLineLicence = z.infer<typeof OrderLineLicenceSchema>;

/** The licence a stored order line names (null columns: the shop licence, so nothing). */
export function orderLineLicence(row: { licence_name: string | null; licence_text: string | null }): {
  licence?: OrderLineLicence;
} {
  return row.licence_name === null ? {} : { licence: { name: row.licence_name, text: row.licence_text ?? '' } };
}
