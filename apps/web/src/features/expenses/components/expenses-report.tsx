import {
  EXPENSES,
  EXPENSES_MONTHLY_TOTAL,
  FUNDS_ALLOCATION,
  INVESTMENT_PLANS,
  PAYMENT_PROVIDER_FEE_RATE,
  PROMO_ART_PRICE_CENTS,
  formatUsd,
} from '@shop/contracts';
import { expensesMessages as m } from '../messages';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ProgressBar } from '../../../components/ui/progress-bar';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/** SPEC §9: 2.9% of a $14.99 sale, rounded to cents. */
const feeCents = Math.round(PROMO_ART_PRICE_CENTS * PAYMENT_PROVIDER_FEE_RATE);
const feeRate = `${(PAYMENT_PROVIDER_FEE_RATE * 100).toFixed(1)}%`;

const card = 'rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800';
const headingClass = 'text-2xl font-semibold';

export function ExpensesReport() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4">
      <HeadedSection heading={m.monthlyHeading} headingClassName={headingClass} className={card}>
        <table className="mt-4 w-full text-left">
          <ColumnHeads
            className="text-sm text-neutral-400"
            columns={[{ label: m.category }, { label: m.cost, align: 'right' }]}
          />
          <tbody className="divide-y divide-neutral-800">
            {EXPENSES.map((expense) => (
              <tr key={expense.name}>
                <td className="py-3">
                  <p className="font-medium">{expense.name}</p>
                  <p className="text-sm text-neutral-400">{expense.description}</p>
                </td>
                <td className="py-3 text-right tabular-nums">{dollars(expense.cost)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-neutral-700 font-bold">
              <th scope="row" className="py-3">
                {m.monthlyTotal}
              </th>
              <td className="py-3 text-right tabular-nums" data-testid="expenses-total">
                {dollars(EXPENSES_MONTHLY_TOTAL)}
              </td>
            </tr>
          </tfoot>
        </table>
      </HeadedSection>

      <HeadedSection heading={m.plansHeading} headingClassName={headingClass}>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {INVESTMENT_PLANS.map((plan) => (
            <li key={plan.title} className="space-y-3 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800">
              <h3 className="text-lg font-semibold">{plan.title}</h3>
              <p className="text-neutral-300">{plan.description}</p>
              <ProgressBar value={percentOf(plan.raised, plan.target)} label={m.progressLabel(plan.title)} />
              <p className="flex justify-between text-sm text-neutral-400">
                <span>{m.raisedOf(dollars(plan.raised), dollars(plan.target))}</span>
                <span>{m.timeline(plan.timeline)}</span>
              </p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <div className="grid gap-6 md:grid-cols-2">
        <HeadedSection heading={m.revenueHeading} headingClassName={headingClass} className={card}>
          <p className="mt-2 text-neutral-300">{m.revenueIntro(formatUsd(PROMO_ART_PRICE_CENTS))}</p>
          <dl className="mt-4 space-y-2">
            <div className="flex justify-between">
              <dt>{m.providerFee(feeRate)}</dt>
              <dd className="tabular-nums">{formatUsd(feeCents)}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>{m.netRevenue}</dt>
              <dd className="tabular-nums">{formatUsd(PROMO_ART_PRICE_CENTS - feeCents)}</dd>
            </div>
          </dl>
        </HeadedSection>
        <HeadedSection heading={m.allocationHeading} headingClassName={headingClass} className={card}>
          <ul className="mt-4 space-y-4">
            {(Object.keys(FUNDS_ALLOCATION) as (keyof typeof FUNDS_ALLOCATION)[]).map((key) => (
              <li key={key} className="space-y-1">
                <p className="flex justify-between">
                  <span>{m.allocation[key]}</span>
                  <span className="tabular-nums">{FUNDS_ALLOCATION[key]}%</span>
                </p>
                <ProgressBar
                  value={FUNDS_ALLOCATION[key]}
                  label={m.allocation[key]}
                  barClassName="rounded-full bg-emerald-500"
                />
              </li>
            ))}
          </ul>
        </HeadedSection>
      </div>
    </div>
  );
}
