import {
  type SalesGroupBy,
  type SalesReport,
  type SalesTable,
  getSales as getSalesEndpoint,
  exportSales,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '../../../lib/endpoint-client';

export interface SalesPeriod {
  from: string;
  to: string;
  groupBy: SalesGroupBy;
  /** The shop's zone, whose days the period's ends and periods are. */
  timeZone: string;
}

export const salesKeys = {
  all: [getSalesEndpoint.path] as const,
  report: (period: SalesPeriod) => [...salesKeys.all, period] as const,
};

function periodParams(period: SalesPeriod): URLSearchParams {
  return new URLSearchParams({
    from: period.from,
    to: period.to,
    groupBy: period.groupBy,
    timeZone: period.timeZone,
  });
}

export async function getSales(period: SalesPeriod): Promise<SalesReport> {
  return callEndpoint(getSalesEndpoint, { query: periodParams(period) });
}

/** The CSV export is a plain link: the browser downloads it with the session cookie. */
export function salesExportUrl(period: SalesPeriod, table: SalesTable): string {
  const params = periodParams(period);
  params.set('table', table);
  return endpointUrl(exportSales, {}, params);
}

export function salesQueryOptions(period: SalesPeriod, enabled = true) {
  return queryOptions({ queryKey: salesKeys.report(period), queryFn: () => getSales(period), enabled });
}

/** `enabled`: false until the shop's zone is known, so the report is asked once, in it. */
export function useSales(period: SalesPeriod, enabled = true) {
  return useQuery(salesQueryOptions(period, enabled));
}
