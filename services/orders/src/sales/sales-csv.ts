import { SHOP_LICENCE_LABEL, US_COUNTRY_CODE, type SalesReport, type SalesTable } from '@shop/contracts';

/**
 * RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. No value is
 * an empty cell, which every spreadsheet reads as blank (a "—" read as text and broke sums).
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** One table of the sales report as CSV, with the same figures the JSON report shows. */
export function salesCsv(report: SalesReport, table: SalesTable): string {
  switch (table) {
    case 'revenue':
      return toCsv(
        [
          'period',
          'orders',
          'subtotal',
          'discount',
          'net',
          'tax',
          'total',
          'refunds',
          'refunded',
          'refunded_net',
          'net_after_refunds',
          'total_after_refunds',
        ],
        report.revenue.map((row) => [
          row.period,
          row.orders,
          row.subtotal,
          row.discount,
          row.net,
          row.tax,
          row.total,
          row.refunds,
          row.refunded,
          row.refundedNet,
          row.netAfterRefunds,
          row.totalAfterRefunds,
        ]),
      );
    case 'categories':
      return toCsv(
        ['category', 'quantity', 'revenue'],
        report.byCategory.map((row) => [row.category, row.quantity, row.revenue]),
      );
    case 'kinds':
      return toCsv(
        ['product_kind', 'quantity', 'revenue'],
        report.byKind.map((row) => [row.productKind, row.quantity, row.revenue]),
      );
    case 'works':
      return toCsv(
        ['artwork_id', 'title', 'quantity', 'revenue'],
        report.bestSellers.map((row) => [row.artworkId, row.title, row.quantity, row.revenue]),
      );
    case 'tax':
      return toCsv(
        // ISO 3166 codes in columns of their own: "CA" Canada is a country_code, "CA" California
        // a us_state, never the same column. A US order stored without a state leaves it empty.
        ['country_code', 'us_state', 'tax_name', 'orders', 'taxable_subtotal', 'tax'],
        report.taxByState.map((row) => [
          row.countryCode,
          row.countryCode === US_COUNTRY_CODE ? row.stateCode : null,
          row.taxName,
          row.orders,
          row.taxableSubtotal,
          row.tax,
        ]),
      );
    case 'promo-codes':
      return toCsv(
        ['promo_code', 'orders', 'discount', 'net'],
        report.byPromoCode.map((row) => [row.promoCode, row.orders, row.discount, row.net]),
      );
    case 'licences':
      // The shop's one licence (no tier) is named, not left as an empty cell.
      return toCsv(
        ['licence', 'quantity', 'revenue'],
        report.byLicence.map((row) => [row.licence ?? SHOP_LICENCE_LABEL, row.quantity, row.revenue]),
      );
  }
}
