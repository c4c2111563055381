import { formatUsd } from '@shop/contracts';
import { RefreshCw } from 'lucide-react';
import { Component, Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/status-views';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/use-toast';
import type { CartItem } from '../../../lib/cart-item';
import { getCurrentArtworks } from '../api/get-current-artworks';
import { usePaymentConfig } from '../api/get-payment-config';
import { paymentMessages as m } from '../messages';
import type { PaymentFlowError, PaymentRequest } from '../payment-flow';
import { artworkIdsOf, describePriceChange, repriceItems } from '../reprice';
import { PriceChangeContext } from '../use-payment-runner';
import { CardPayment } from './card-payment';
import { PaymentErrorPanel, SetupRequired } from './payment-alerts';
import { SimulatorPayment } from './simulator-payment';

// The PayPal SDK wrapper is its own chunk, fetched only when the service runs PayPal.
const PayPalPayment = lazy(() => import('./paypal-payment'));

type Method = 'wallet' | 'credit';

export interface PaymentPanelProps {
  request: Omit<PaymentRequest, 'method' | 'payer'>;
  totalCents: number;
  /**
   * The server answered 409 (prices changed); these are the cart's items at the current
   * prices (an item no longer for sale left out). The page saves them as the cart.
   */
  onPricesChanged: (items: CartItem[]) => void;
  /** SPEC §2 /checkout-with-tax: a switch between the wallet and Credit Card. */
  allowCard?: boolean;
  /** SPEC §2 /checkout: a missing client id reads as a setup-required message. */
  missingClientId?: 'setup-required' | 'error';
}

/**
 * SPEC §4 payment: loading options, then the buttons (PayPal, or the test-mode form when the
 * service runs its simulator) or an error panel with a reload button.
 */
export function PaymentPanel({
  request,
  totalCents,
  onPricesChanged,
  allowCard = false,
  missingClientId = 'error',
}: PaymentPanelProps) {
  const config = usePaymentConfig();
  const [method, setMethod] = useState<Method>('wallet');
  const [reloads, setReloads] = useState(0);
  const [priceNotice, setPriceNotice] = useState<string[] | null>(null);
  const { items } = request;
  const handlePriceChange = useCallback(
    async (error: PaymentFlowError) => {
      let notice = [error.message];
      try {
        const { items: repriced, changes } = repriceItems(items, await getCurrentArtworks(artworkIdsOf(items)));
        onPricesChanged(repriced);
        if (changes.length > 0) notice = changes.map(describePriceChange);
      } catch (refreshError) {
        console.error('Could not refresh the cart after a price change', refreshError);
      }
      setPriceNotice(notice);
      toast({ title: m.pricesChangedTitle, description: notice.join(' ') });
    },
    [items, onPricesChanged],
  );
  const totalLabel = formatUsd(totalCents);
  const reload = () => {
    setReloads((n) => n + 1);
    void config.refetch();
  };

  if (config.isPending) return <LoadingState text={m.loadingOptions} className="py-6" />;
  if (config.isError)
    return (
      <PaymentErrorPanel message={config.isRefetching ? m.loadingOptions : m.configUnavailable} onReload={reload} />
    );

  const { mode, clientId } = config.data;
  let wallet: ReactNode;
  if (mode === 'simulator') {
    wallet = <SimulatorPayment request={request} totalLabel={totalLabel} />;
  } else if (!clientId) {
    wallet =
      missingClientId === 'setup-required' ? (
        <SetupRequired />
      ) : (
        <PaymentErrorPanel message={m.clientIdMissing} onReload={reload} />
      );
  } else {
    wallet = (
      <PayPalBoundary key={reloads} onReload={reload}>
        <Suspense fallback={<LoadingState text={m.loadingOptions} className="py-6" />}>
          <PayPalPayment clientId={clientId} request={request} onReload={reload} />
        </Suspense>
      </PayPalBoundary>
    );
  }

  return (
    <PriceChangeContext.Provider value={handlePriceChange}>
      <div className="space-y-4">
        {priceNotice ? (
          <div
            role="alert"
            aria-labelledby="prices-changed-heading"
            className="space-y-2 rounded-lg border border-sky-600 bg-sky-950/40 p-4 text-sky-100"
          >
            <p id="prices-changed-heading" className="flex items-center gap-2 font-semibold">
              <RefreshCw className="h-4 w-4" aria-hidden />
              {m.pricesChangedTitle}
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {priceNotice.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="text-sm">{m.pricesChangedText}</p>
          </div>
        ) : null}
        {allowCard ? (
          <div
            role="radiogroup"
            aria-label={m.methodLabel}
            className="grid grid-cols-2 gap-2 rounded-lg bg-neutral-900 p-1"
          >
            {(
              [
                ['wallet', m.methodWallet],
                ['credit', m.methodCard],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={method === value}
                onClick={() => setMethod(value)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                    event.preventDefault();
                    setMethod((current) => (current === 'wallet' ? 'credit' : 'wallet'));
                  }
                }}
                tabIndex={method === value ? 0 : -1}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-violet-400',
                  method === value ? 'bg-violet-600 text-white' : 'text-neutral-300 hover:bg-neutral-800',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
        {method === 'credit' && allowCard ? (
          <CardPayment request={request} totalLabel={totalLabel} mode={mode} clientId={clientId} />
        ) : (
          wallet
        )}
      </div>
    </PriceChangeContext.Provider>
  );
}

/** SPEC §8: the SDK chunk failing to load, or the SDK failing to initialise, shows 'Payment Error'. */
class PayPalBoundary extends Component<{ children: ReactNode; onReload: () => void }, { message: string | null }> {
  override state: { message: string | null } = { message: null };

  static getDerivedStateFromError(error: unknown): { message: string } {
    const detail = error instanceof Error ? error.message : String(error);
    // A failed dynamic import means our own setup failed; anything else is the SDK itself.
    return {
      message: /dynamically imported module|Importing a module script/i.test(detail)
        ? m.setupFailed(detail)
        : m.sdkInitFailed,
    };
  }

  override componentDidCatch(error: unknown) {
    console.error('PayPal payment failed to start', error);
  }

  override render() {
    if (this.state.message) return <PaymentErrorPanel message={this.state.message} onReload={this.props.onReload} />;
    return this.props.children;
  }
}
