import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/ui/status-views';
import { linkButtonClass } from '../../components/ui/link-button';
import { layoutMessages } from '../../components/layouts/messages';
import { paths } from '../../config/paths';
import { OrderCommissions } from '../../features/commissions';
import { orderMessages as m } from '../../features/orders';
import { OrderWithPicks } from './order-picks';

const linkClass = linkButtonClass('outline');

/** SPEC §2 /success?order={id}: the page needs the order query parameter; a pack's picks follow. */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12">
      {orderId ? (
        <OrderWithPicks orderId={orderId} variant="success" />
      ) : (
        <EmptyState title={m.notFoundTitle} text={m.notFoundText} />
      )}
      {/* A custom logo is made after payment, from the brief the buyer writes here. */}
      {orderId ? <OrderCommissions orderId={orderId} /> : null}
      <nav aria-label="After your purchase" className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={linkClass}>
          {m.continueShopping}
        </Link>
        <Link to={paths.contact} className={linkClass}>
          {m.contactSupport}
        </Link>
        {/* Where to come back to when these links are lost. */}
        <Link to={paths.download} className={linkClass}>
          {layoutMessages.lostLinks}
        </Link>
      </nav>
    </main>
  );
}
