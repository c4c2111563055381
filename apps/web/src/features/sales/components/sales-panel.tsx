import type { SalesReport } from '@shop/contracts';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-views';
import { countryName } from '../../../lib/country-name';
import { salesExportUrl, useSales, type SalesPeriod } from '../api/get-sales';
import { SALES_MESSAGES as M } from '../messages';
import { SalesPeriodForm } from './sales-period-form';
import { SalesTable } from './sales-table';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** The last 30 UTC days, today included. */
export function defaultSalesPeriod(now = new Date()): SalesPeriod {
  return {
    from: new Date(now.getTime() - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
    groupBy: 'day',
  };
}

const dash = (value: string | null) => value ?? M.unknown;
const usd = (amount: string) => `$${amount}`;

function Tables({ report, period }: { report: SalesReport; period: SalesPeriod }) {
  const c = M.columns;
  return (
    <div className="space-y-8">
      <SalesTable
        name="revenue"
        exportUrl={salesExportUrl(period, 'revenue')}
        header={[c.period, c.orders, c.subtotal, c.discount, c.net, c.tax, c.total]}
        rows={report.revenue.map((r) => [
          r.period,
          r.orders,
          usd(r.subtotal),
          usd(r.discount),
          usd(r.net),
          usd(r.tax),
          usd(r.total),
        ])}
      />
      <SalesTable
        name="categories"
        exportUrl={salesExportUrl(period, 'categories')}
        header={[c.category, c.quantity, c.revenue]}
        rows={report.byCategory.map((r) => [dash(r.category), r.quantity, usd(r.revenue)])}
      />
      <SalesTable
        name="kinds"
        exportUrl={salesExportUrl(period, 'kinds')}
        header={[c.kind, c.quantity, c.revenue]}
        rows={report.byKind.map((r) => [
          r.productKind ? M.kinds[r.productKind] : M.unknown,
          r.quantity,
          usd(r.revenue),
        ])}
      />
      <SalesTable
        name="works"
        exportUrl={salesExportUrl(period, 'works')}
        header={[c.work, c.quantity, c.revenue]}
        rows={report.bestSellers.map((r) => [r.title, r.quantity, usd(r.revenue)])}
      />
      <SalesTable
        name="tax"
        exportUrl={salesExportUrl(period, 'tax')}
        // Issue #25: country and tax name after the columns of before, as in the CSV.
        header={[c.state, c.orders, c.taxableSubtotal, c.tax, c.country, c.taxName]}
        rows={report.taxByState.map((r) => [
          dash(r.stateCode),
          r.orders,
          usd(r.taxableSubtotal),
          usd(r.tax),
          countryName(r.countryCode),
          dash(r.taxName),
        ])}
      />
      <SalesTable
        name="promo-codes"
        exportUrl={salesExportUrl(period, 'promo-codes')}
        header={[c.promoCode, c.orders, c.discount, c.net]}
        rows={report.byPromoCode.map((r) => [r.promoCode, r.orders, usd(r.discount), usd(r.net)])}
      />
    </div>
  );
}

/** The dashboard's Sales tab (issue #13): a period picker and the report's tables. */
export function SalesPanel() {
  const [period, setPeriod] = useState<SalesPeriod>(() => defaultSalesPeriod());
  const sales = useSales(period);
  return (
    <section aria-labelledby="sales-heading" className="space-y-6">
      <h2 id="sales-heading" className="text-2xl font-semibold">
        {M.heading}
      </h2>
      <SalesPeriodForm initial={period} onChange={setPeriod} />
      {sales.isPending ? (
        <LoadingState text={M.loading} />
      ) : sales.isError ? (
        <ErrorState
          title={M.errorTitle}
          error={sales.error}
          onRetry={() => void sales.refetch()}
          retryLabel={M.retry}
        />
      ) : sales.data.totals.orders === 0 ? (
        <EmptyState title={M.emptyTitle} text={M.emptyText} />
      ) : (
        <>
          <p className="text-neutral-300">
            {M.totals(sales.data.totals.orders, sales.data.totals.total, sales.data.totals.tax)}
          </p>
          {sales.data.totals.discount === '0.00' ? null : (
            <p className="text-neutral-300">{M.discounts(sales.data.totals.discount, sales.data.totals.net)}</p>
          )}
          <Tables report={sales.data} period={period} />
        </>
      )}
    </section>
  );
}
