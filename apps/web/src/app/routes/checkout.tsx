import { DEFAULT_STATE_CODE, isStateCode } from '@shop/contracts';
import { Tag } from 'lucide-react';
import { OrderSummary, TotalsTable, checkoutMessages as m, checkoutTotals } from '../../features/checkout';
import { PaymentPanel } from '../../features/payment';
import { CheckoutFrame, CheckoutPanel, useCheckoutCartItems, useOnPricesChanged } from './checkout-shared';

// SPEC §9: the payment widget's default state is NY.
const STATE = isStateCode(DEFAULT_STATE_CODE) ? DEFAULT_STATE_CODE : 'NY';

export default function CheckoutPage() {
  const items = useCheckoutCartItems();
  const onPricesChanged = useOnPricesChanged();
  const totals = checkoutTotals(items, STATE);
  return (
    <CheckoutFrame title={m.checkoutTitle} isEmpty={items.length === 0}>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 lg:grid-cols-2">
        <div className="space-y-4">
          <OrderSummary items={items} />
          <p className="flex items-center gap-2 rounded-lg bg-gradient-to-r from-violet-700 to-fuchsia-700 px-4 py-3 font-semibold text-white">
            <Tag className="h-4 w-4" aria-hidden />
            {m.launchSale}
          </p>
        </div>
        <CheckoutPanel heading={m.paymentHeading}>
          <TotalsTable totals={totals} choice={STATE} />
          <PaymentPanel
            missingClientId="setup-required"
            request={{ items, stateCode: STATE, subtotalCents: totals.subtotalCents }}
            totalCents={totals.totalCents}
            onPricesChanged={onPricesChanged}
          />
        </CheckoutPanel>
      </div>
    </CheckoutFrame>
  );
}
