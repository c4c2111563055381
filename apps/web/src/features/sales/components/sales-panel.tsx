import { dayIn, type SalesReport } from '@shop/contracts';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-views';
import { countryName } from '../../../lib/country-name';
import { useShopTime } from '../../../lib/dates';
import { useSales, type SalesPeriod } from '../api/get-sales';
import type { PeriodChoice } from './sales-period-form';
import { SALES_MESSAGES as M } from '../messages';
import { SalesPeriodForm } from './sales-period-form';
import { SalesTable } from './sales-table';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** The shop's last 30 days, today included. */
export function defaultSalesPeriod(now: Date, timeZone: string): PeriodChoice {
  return {
    from: dayIn(new Date(now.getTime() - (DEFAULT_DAYS - 1) * DAY_MS), timeZone),
    to: dayIn(now, timeZone),
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
        period={period}
        rows={report.revenue}
        columns={[
          [c.period, (r) => r.period],
          [c.orders, (r) => r.orders],
          [c.subtotal, (r) => usd(r.subtotal)],
          [c.discount, (r) => usd(r.discount)],
          [c.net, (r) => usd(r.net)],
          [c.tax, (r) => usd(r.tax)],
          [c.total, (r) => usd(r.total)],
          [c.refunds, (r) => r.refunds],
          [c.refunded, (r) => usd(r.refunded)],
          [c.netAfterRefunds, (r) => usd(r.netAfterRefunds)],
        ]}
      />
      <SalesTable
        name="categories"
        period={period}
        rows={report.byCategory}
        columns={[
          [c.category, (r) => dash(r.category)],
          [c.quantity, (r) => r.quantity],
          [c.revenue, (r) => usd(r.revenue)],
        ]}
      />
      <SalesTable
        name="kinds"
        period={period}
        rows={report.byKind}
        columns={[
          [c.kind, (r) => (r.productKind ? M.kinds[r.productKind] : M.unknown)],
          [c.quantity, (r) => r.quantity],
          [c.revenue, (r) => usd(r.revenue)],
        ]}
      />
      <SalesTable
        name="works"
        period={period}
        rows={report.bestSellers}
        columns={[
          [c.work, (r) => r.title],
          [c.quantity, (r) => r.quantity],
          [c.revenue, (r) => usd(r.revenue)],
        ]}
      />
      <SalesTable
        name="tax"
        period={period}
        rows={report.taxByState}
        // The country first, then the US state, as in the CSV: Canada never reads as California.
        columns={[
          [c.country, (r) => countryName(r.countryCode)],
          [c.state, (r) => dash(r.stateCode)],
          [c.taxName, (r) => dash(r.taxName)],
          [c.orders, (r) => r.orders],
          [c.taxableSubtotal, (r) => usd(r.taxableSubtotal)],
          [c.tax, (r) => usd(r.tax)],
        ]}
      />
      <SalesTable
        name="promo-codes"
        period={period}
        rows={report.byPromoCode}
        columns={[
          [c.promoCode, (r) => r.promoCode],
          [c.orders, (r) => r.orders],
          [c.discount, (r) => usd(r.discount)],
          [c.net, (r) => usd(r.net)],
        ]}
      />
      {/* Only once a work was sold under a tier: a shop of one licence sees the report it always had. */}
      {report.byLicence.some((row) => row.licence !== null) ? (
        <SalesTable
          name="licences"
          period={period}
          rows={report.byLicence}
          columns={[
            [c.licence, (r) => r.licence ?? M.shopLicence],
            [c.quantity, (r) => r.quantity],
            [c.revenue, (r) => usd(r.revenue)],
          ]}
        />
      ) : null}
    </div>
  );
}

/** The dashboard's Sales tab: a period picker and the report's tables. */
export function SalesPanel() {
  const time = useShopTime();
  // Until the artist picks a period: the last 30 days of the shop's zone, once it is known.
  const [chosen, setChosen] = useState<PeriodChoice | null>(null);
  const period: SalesPeriod = { ...(chosen ?? defaultSalesPeriod(new Date(), time.timeZone)), timeZone: time.timeZone };
  const sales = useSales(period, time.ready);
  return (
    <section aria-labelledby="sales-heading" className="space-y-6">
      <h2 id="sales-heading" className="text-2xl font-semibold">
        {M.heading}
      </h2>
      <SalesPeriodForm key={time.timeZone} initial={period} onChange={setChosen} />
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
          <p className="text-neutral-300" data-testid="sales-refunds">
            {M.refunds(
              sales.data.totals.refunds,
              sales.data.totals.refunded,
              sales.data.totals.netAfterRefunds,
              sales.data.totals.totalAfterRefunds,
            )}
          </p>
          <p className="text-sm text-neutral-400">{M.refundsNote}</p>
          <Tables report={sales.data} period={period} />
        </>
      )}
    </section>
  );
}
