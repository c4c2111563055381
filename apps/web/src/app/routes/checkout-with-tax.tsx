import {
  DEFAULT_STATE_CODE,
  formatUsd,
  isEuCountry,
  parseCents,
  US_COUNTRY_CODE,
  type StateCode,
} from '@shop/contracts';
import { AlertCircle, Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { HeadedSection } from '../../components/ui/headed-section';
import {
  CountrySelector,
  OrderSummary,
  STATE_NAMES,
  StateSelector,
  TotalsTable,
  WithdrawalConsent,
  browserPlace,
  checkoutMessages as m,
  guessCountry,
  checkoutTotals,
  taxChoiceOf,
  taxPlaceBody,
  useCountryTaxes,
  type TaxChoice,
} from '../../features/checkout';
import { PaymentPanel } from '../../features/payment';
import { PromoCodeField, getQuote, type AppliedPromo } from '../../features/promo-codes';
import { cartLineInput, type CartItem } from '../../lib/cart-item';
import { countryName } from '../../lib/country-name';
import { CheckoutFrame, CheckoutPanel, useCheckoutCartItems, useOnPricesChanged } from './checkout-shared';

export default function CheckoutWithTaxPage() {
  const items = useCheckoutCartItems();
  // The country comes first, guessed from the browser's time zone and language (the buyer can
  // change it); the US keeps SPEC's state table.
  const [countryCode, setCountryCode] = useState<string>(() => guessCountry(browserPlace()));
  // An EU buyer asks for immediate delivery before paying (their right of withdrawal ends with it).
  const needsConsent = isEuCountry(countryCode);
  const [consented, setConsented] = useState(false);
  const mayPay = !needsConsent || consented;
  const [stateCode, setStateCode] = useState<StateCode | null>(null);
  const isUs = countryCode === US_COUNTRY_CODE;
  const countryTaxes = useCountryTaxes(!isUs);
  const choice = taxChoiceOf(countryCode, stateCode, countryTaxes.data);
  const place = isUs ? { stateCode: stateCode ?? DEFAULT_STATE_CODE } : { countryCode };
  const [showPayment, setShowPayment] = useState(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const saveNewPrices = useOnPricesChanged();
  // New prices after a 409; an applied code's discount is asked again for them.
  const onPricesChanged = (next: CartItem[]) => {
    saveNewPrices(next);
    if (!promo || next.length === 0) return;
    getQuote({
      items: next.map(cartLineInput),
      ...place,
      promoCode: promo.code,
      ...(promo.email ? { email: promo.email } : {}),
    })
      .then((quote) => setPromo({ ...promo, discountCents: parseCents(quote.discount) }))
      .catch(() => setPromo(null));
  };
  const totals = checkoutTotals(items, choice, promo?.discountCents ?? 0);
  // A new price means a new payment order: the shopper continues to payment again with it.
  const changePromo = (next: AppliedPromo | null) => {
    setPromo(next);
    setShowPayment(false);
  };
  return (
    <CheckoutFrame title={m.taxTitle} isEmpty={items.length === 0}>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 lg:grid-cols-2">
        <div className="space-y-6">
          <OrderSummary items={items} />
        </div>
        <CheckoutPanel heading={m.taxAndTotal}>
          <CountrySelector
            value={countryCode}
            onChange={(code) => {
              setCountryCode(code);
              setShowPayment(false);
            }}
          />
          {isUs ? (
            <StateSelector
              value={stateCode}
              onChange={(code) => {
                setStateCode(code);
                if (code === null) setShowPayment(false);
              }}
            />
          ) : null}
          <PromoCodeField
            items={items.map(cartLineInput)}
            stateCode={stateCode}
            {...(isUs ? {} : { countryCode })}
            applied={promo}
            onApply={changePromo}
            onRemove={() => changePromo(null)}
          />
          <TotalsTable totals={totals} choice={choice} promoCode={promo?.code ?? null} />

          {needsConsent && choice !== null ? (
            <WithdrawalConsent
              checked={consented}
              onChange={(checked) => {
                setConsented(checked);
                if (!checked) setShowPayment(false);
              }}
            />
          ) : null}

          {choice === null && !isUs ? (
            <p role="status" className="text-sm text-neutral-300">
              {countryTaxes.isError ? m.countryTaxUnavailable : m.countryTaxLoading}
            </p>
          ) : choice === null ? (
            <div role="status" className="flex gap-3 rounded-lg border border-amber-600 bg-amber-950/40 p-4">
              <AlertCircle className="h-5 w-5 shrink-0 text-amber-300" aria-hidden />
              <div>
                <p className="font-semibold text-amber-100">{m.stateRequiredTitle}</p>
                <p className="text-sm text-amber-100">{m.stateRequiredText}</p>
              </div>
            </div>
          ) : !showPayment ? (
            <Button size="lg" className="w-full" disabled={!mayPay} onClick={() => setShowPayment(true)}>
              {m.continueToPayment(formatUsd(totals.totalCents))}
            </Button>
          ) : !mayPay ? null : (
            <HeadedSection heading={m.paymentHeading} headingClassName="text-xl font-semibold" className="space-y-4">
              <p className="flex gap-2 rounded-lg border border-sky-700 bg-sky-950/40 p-3 text-sm text-sky-100">
                <Info className="h-4 w-4 shrink-0" aria-hidden />
                {taxInclusiveNote(choice, formatUsd(totals.totalCents), formatUsd(totals.taxCents ?? 0))}
              </p>
              <PaymentPanel
                allowCard
                request={{
                  items,
                  ...taxPlaceBody(choice),
                  subtotalCents: totals.subtotalCents,
                  ...(needsConsent ? { withdrawalConsent: true } : {}),
                  ...(promo ? { promo: { code: promo.code, ...(promo.email ? { email: promo.email } : {}) } } : {}),
                }}
                totalCents={totals.totalCents}
                onPricesChanged={onPricesChanged}
              />
            </HeadedSection>
          )}
        </CheckoutPanel>
      </div>
    </CheckoutFrame>
  );
}

/** SPEC's tax-inclusive warning for a state; outside the US it names the country's tax. */
function taxInclusiveNote(choice: TaxChoice, total: string, tax: string): string {
  if (typeof choice === 'string') return m.taxInclusive(total, tax, STATE_NAMES[choice]);
  return m.taxInclusiveCountry(total, tax, choice.taxName, countryName(choice.countryCode));
}
