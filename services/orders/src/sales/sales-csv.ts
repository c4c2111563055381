import type { SalesReport, SalesTable } from '@shop/contracts';

const DASH = '—';

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
function csvCell(value: string | number | null): string {
  if (value === null) return DASH;
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
        ['period', 'orders', 'subtotal', 'discount', 'net', 'tax', 'total'],
        report.revenue.map((row) => [row.period, row.orders, row.subtotal, row.discount, row.net, row.tax, row.total]),
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
        // Country and tax name appended, so the columns before them stay where they were.
        ['state', 'orders', 'taxable_subtotal', 'tax', 'country', 'tax_name'],
        report.taxByState.map((row) => [
          row.stateCode,
          row.orders,
          row.taxableSubtotal,
          row.tax,
          row.countryCode,
          row.taxName,
        ]),
      );
    case 'promo-codes':
      return toCsv(
        ['promo_code', 'orders', 'discount', 'net'],
        report.byPromoCode.map((row) => [row.promoCode, row.orders, row.discount, row.net]),
      );
  }
}
