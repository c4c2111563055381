import { Download, Lock, Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/page-header';
import { InfoCard } from '../../components/ui/info-card';
import { linkButtonClass } from '../../components/ui/link-button';
import { paths } from '../../config/paths';
import { ResendLinksForm } from '../../features/lost-links';
import { orderMessages as m } from '../../features/orders';
import { OrderWithPicks } from './order-picks';

/**
 * SPEC §2 /download: informational. With ?order={id} it also lists that order's
 * downloads and lets the buyer of a pack choose its artworks, as the success page does. A
 * form e-mails the buyer's links again.
 */
export default function DownloadPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  return (
    <main className="pb-12">
      <PageHeader title={m.downloadTitle} intro={m.downloadIntro} />
      {orderId ? (
        <div className="mx-auto mb-10 w-full max-w-3xl px-4">
          <OrderWithPicks orderId={orderId} variant="downloads" />
        </div>
      ) : null}
      <div className="mx-auto mb-10 w-full max-w-3xl px-4">
        <ResendLinksForm initialOrderId={orderId} />
      </div>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 md:grid-cols-3">
        <InfoCard icon={Lock} title={m.purchaseRequired} text={m.downloadHow} />
        <InfoCard icon={Download} title={m.validity} text={m.downloadLost} />
        <section className="flex flex-col items-start gap-3 rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800">
          <Mail className="h-6 w-6 text-violet-300" aria-hidden />
          <Link to={paths.home} className={linkButtonClass('primary')}>
            {m.browse}
          </Link>
          <Link to={paths.contact} className={linkButtonClass('outline')}>
            {m.contactSupport}
          </Link>
        </section>
      </div>
    </main>
  );
}
