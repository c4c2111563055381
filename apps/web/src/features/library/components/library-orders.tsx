import { formatUsd, type Library, type LibraryItem, type LibraryOrder } from '@shop/contracts';
import { Download, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { linkButtonClass } from '../../../components/ui/link-button';
import { EmptyState } from '../../../components/ui/status-views';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { extraFileSummary } from '../../../lib/file-sizes';
import { useRenewLibraryOrder } from '../api/library';
import { LIBRARY_MESSAGES as m } from '../messages';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const date = (iso: string) => dateFormat.format(new Date(iso));

function ItemRow({ item }: { item: LibraryItem }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">{item.title}</p>
        <p className="text-xs text-neutral-400">
          {item.fileName} ·{' '}
          {item.licence ? <span data-testid="library-licence">{m.licence(item.licence.name)} · </span> : null}
          {item.state === 'live'
            ? m.expiresOn(date(item.expiresAt))
            : item.state === 'expired'
              ? m.expiredOn(date(item.expiresAt))
              : m.revoked}
        </p>
        {/* The tier's text as it was sold, which is what the buyer may do with the file. */}
        {item.licence ? (
          <details className="text-xs text-neutral-300">
            <summary className="cursor-pointer text-neutral-400">{m.licenceTerms(item.licence.name)}</summary>
            <p className="mt-1 whitespace-pre-line">{item.licence.text}</p>
          </details>
        ) : null}
      </div>
      {item.url ? (
        <a
          href={item.url}
          className={linkButtonClass('primary', 'inline-flex items-center gap-2')}
          download
          aria-label={`${m.download} ${item.title}`}
        >
          <Download className="h-4 w-4" aria-hidden />
          {m.download}
        </a>
      ) : null}
      {item.files && item.files.length > 0 ? (
        <ul className="w-full space-y-1 text-sm" data-testid="library-extra-files">
          {item.files.map((file) => (
            <li key={file.id}>
              <a
                href={file.url}
                download
                className="text-violet-300 underline"
                aria-label={`${m.download} ${item.title} — ${file.label}`}
              >
                {file.label}
              </a>{' '}
              <span className="text-neutral-400">({extraFileSummary(file)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function OrderCard({ order, afterExpiry }: { order: LibraryOrder; afterExpiry: Library['afterExpiry'] }) {
  const renew = useRenewLibraryOrder();
  const hasExpired = order.items.some((item) => item.state === 'expired');
  const number = order.id.slice(0, 8).toUpperCase();
  return (
    <article aria-label={m.order(number)} className="space-y-2 rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{m.order(number)}</h3>
        <p className="text-sm text-neutral-400">
          {m.placed(date(order.createdAt), formatUsd(order.totalCents))} · {m.status[order.status] ?? order.status}
        </p>
      </header>
      {order.items.length === 0 ? (
        <p className="text-sm text-neutral-400">{m.noFiles}</p>
      ) : (
        <ul className="divide-y divide-neutral-800">
          {order.items.map((item) => (
            <ItemRow key={item.grantId} item={item} />
          ))}
        </ul>
      )}
      {order.canRenew ? (
        <div className="space-y-2">
          <Button
            variant="outline"
            size="sm"
            disabled={renew.isPending}
            aria-busy={renew.isPending}
            onClick={() => renew.mutate(order.id)}
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            {renew.isPending ? m.renewing : m.renew}
          </Button>
          {renew.isError ? (
            <p role="alert" className="text-sm text-red-300">
              {renew.error instanceof ApiError && renew.error.status !== 503
                ? renew.error.serverMessage
                : m.renewFailed}
            </p>
          ) : null}
        </div>
      ) : hasExpired && afterExpiry === 'none' ? (
        <p className="text-sm text-amber-200">
          {m.expiredNoRenewal}{' '}
          <Link to={paths.contact} className="underline">
            {m.contactSupport}
          </Link>
        </p>
      ) : null}
      {renew.isSuccess ? (
        <p role="status" className="text-sm text-emerald-300">
          {m.renewed}
        </p>
      ) : null}
    </article>
  );
}

/** The signed-in address's orders, newest first, each with its works and links. */
export function LibraryOrders({ library }: { library: Library }) {
  if (library.orders.length === 0) return <EmptyState title={m.empty} text={m.emptyText} />;
  return (
    <div className="space-y-4">
      {library.orders.map((order) => (
        <OrderCard key={order.id} order={order} afterExpiry={library.afterExpiry} />
      ))}
    </div>
  );
}
