import { US_COUNTRY_CODE, US_TAX_NAME } from '@shop/contracts';

/**
 * The name of the tax an order was charged. US orders stored before it kept no name:
 * they all paid SPEC §9's state sales tax.
 */
export function taxNameOf(order: { country_code: string; tax_name: string | null }): string | null {
  return order.tax_name ?? (order.country_code === US_COUNTRY_CODE ? US_TAX_NAME : null);
}
