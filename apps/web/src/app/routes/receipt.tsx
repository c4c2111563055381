import { packPickerPath } from '@shop/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { HelpLinks } from '../../components/layouts/policy-links';
import { EmptyState } from '../../components/ui/status-views';
import { linkButtonClass } from '../../components/ui/link-button';
import { paths } from '../../config/paths';
import { OrderReceipt, orderMessages as m } from '../../features/orders';
import { PicksFirstNote, useOrderPicks } from '../../features/pack-picks';
import { useShownShopIdentity } from '../../features/shop-identity/api/shop-identity-query';

/**
 * The shop's logo and name at the head of the printed receipt (the top bar, which shows
 * them on screen, is not printed).
 */
function PrintedShop() {
  const identity = useShownShopIdentity();
  if (!identity) return null;
  return (
    <header data-testid="printed-shop" className="mb-6 hidden items-center gap-3 print:flex">
      {identity.logoUrl ? <img src={identity.logoUrl} alt="" className="h-12 w-auto object-contain" /> : null}
      <p className="text-xl font-bold">{identity.shopName}</p>
    </header>
  );
}

/** A pack's artworks still to choose, with the link to the order page's picker. */
function ReceiptPicksNote({ orderId }: { orderId: string }) {
  const picks = useOrderPicks(orderId);
  const remaining = picks.data?.remaining ?? 0;
  return remaining > 0 ? <PicksFirstNote remaining={remaining} pickerHref={packPickerPath(orderId)} /> : null;
}

/** /success/receipt?order={id}: the order's printable receipt. */
export default function ReceiptPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12 print:max-w-none print:p-0">
      <PrintedShop />
      {orderId ? (
        <OrderReceipt orderId={orderId} picksNote={<ReceiptPicksNote orderId={orderId} />} />
      ) : (
        <EmptyState title={m.notFoundTitle} text={m.notFoundText} />
      )}
      {orderId ? (
        <nav aria-label={m.receiptBack} className="mt-8 flex justify-center print:hidden">
          <Link to={`${paths.success}?order=${encodeURIComponent(orderId)}`} className={linkButtonClass('outline')}>
            {m.receiptBack}
          </Link>
        </nav>
      ) : null}
      {/* The way back to the links, and the policies the order was made under. */}
      <HelpLinks
        className="mt-6 text-sm text-neutral-400 print:hidden"
        linkClassName="underline-offset-4 hover:text-neutral-100 hover:underline"
      />
    </main>
  );
}
