import type { DeliveredFile, Order, OrderLineLicence } from '@shop/contracts';
import { Download, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { extraFileSummary } from '../../../lib/file-sizes';
import { HeadedSection } from '../../../components/ui/headed-section';
import { LicenceTerms } from '../../../components/ui/licence-terms';
import { useOrder } from '../api/get-order';
import { useOrderArtworks } from '../api/get-order-artworks';
import { DownloadThumbnail } from './download-thumbnail';
import { closedOrderNote } from '../lib/order-state';
import { OrderLoadError } from './order-load-error';
import { SoldLicences } from './sold-licences';
import { orderMessages as m } from '../messages';

/** Starts a file download through a temporary link, so the page stays where it is. */
export function downloadFile(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * A 'Download <title>' button per link, beside a thumbnail of what it delivers (an older answer
 * without `downloadItems` shows SPEC §2's 'Download Artwork n' buttons alone). A long title is
 * cut to one line on a phone; the whole name stays the button's accessible name and tooltip.
 */
function DownloadList({ links, items }: { links: string[]; items: Order['downloadItems'] }) {
  const artworks = useOrderArtworks((items ?? []).map((item) => item.artworkId));
  return (
    <ul className="space-y-3">
      {links.map((url, index) => {
        const item = items?.[index];
        const label = item ? m.downloadWork(item.title) : m.download(index + 1);
        const button = (
          <Button
            size="lg"
            className="w-full min-w-0"
            aria-label={label}
            title={label}
            onClick={() => downloadFile(url)}
          >
            <Download className="h-5 w-5 shrink-0" aria-hidden />
            <span className="min-w-0 truncate">{label}</span>
          </Button>
        );
        if (!item) return <li key={url}>{button}</li>;
        return (
          <li
            key={url}
            className="flex items-center gap-3 rounded-lg bg-neutral-900 p-3 text-left ring-1 ring-neutral-800"
          >
            <DownloadThumbnail artwork={artworks.data?.get(item.artworkId)} />
            <div className="min-w-0 flex-1 space-y-2">
              <p className="truncate font-medium" data-testid="download-title">
                {item.title}
              </p>
              {item.licence ? (
                <p className="text-sm text-neutral-400" data-testid="download-licence">
                  {m.lineLicence(item.licence.name)}
                </p>
              ) : null}
              {button}
              <ExtraFileLinks title={item.title} files={item.files ?? []} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A work's extra files under its button, one link each with its format and size. */
function ExtraFileLinks({ title, files }: { title: string; files: readonly DeliveredFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="download-extra-files">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            className="text-left text-violet-300 underline-offset-2 hover:underline"
            aria-label={m.downloadWorkFile(title, file.label)}
            onClick={() => downloadFile(file.url)}
          >
            {file.label}
          </button>{' '}
          <span className="text-neutral-400">({extraFileSummary(file)})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The licence the buyer got with what they bought: the tiers bought, as their texts were sold,
 * and the shop's one licence for anything bought under none (or an answer that names none).
 */
function BoughtLicences({ licences }: { licences: readonly (OrderLineLicence | undefined)[] }) {
  const card = 'rounded-lg bg-neutral-900 p-4 text-left ring-1 ring-neutral-800';
  return (
    <>
      <SoldLicences licences={licences} headingLevel="h3" className={card} />
      {licences.length === 0 || licences.some((licence) => !licence) ? (
        <LicenceTerms headingLevel="h3" compact className={card} />
      ) : null}
    </>
  );
}

/**
 * SPEC §2: a button per download link of an order, 'Loading your download links...' while
 * loading, and 'Order Processing' (or `noLinksNote`, when the page knows better) without links.
 * A closed order (refunded, reversed, denied) offers no link, whatever its answer
 * holds, and says why instead of 'Order Processing', which would never end.
 */
export function OrderDownloads({ orderId, noLinksNote }: { orderId: string; noLinksNote?: ReactNode }) {
  const order = useOrder(orderId);
  if (order.isError) return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  const closedNote = order.data ? closedOrderNote(order.data.status) : null;
  return (
    <HeadedSection
      heading={m.downloadsHeading}
      headingClassName="text-2xl font-semibold"
      className="mx-auto max-w-xl space-y-4 text-center"
    >
      {order.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 text-neutral-300">
          <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden />
          {m.loadingLinks}
        </p>
      ) : closedNote !== null ? (
        <p role="status" className="rounded-lg border border-amber-600 bg-amber-950/40 p-4 text-amber-100">
          {closedNote}
        </p>
      ) : order.data.download_links.length === 0 ? (
        (noLinksNote ?? (
          <div className="rounded-lg border border-amber-600 bg-amber-950/40 p-4">
            <p className="font-semibold text-amber-100">{m.processingTitle}</p>
            <p className="text-sm text-amber-100">{m.processingText}</p>
          </div>
        ))
      ) : (
        <DownloadList links={order.data.download_links} items={order.data.downloadItems} />
      )}
      {closedNote === null ? <p className="text-sm text-neutral-400">{m.validity}</p> : null}
      {closedNote === null && order.data && order.data.download_links.length > 0 ? (
        <BoughtLicences licences={(order.data.downloadItems ?? []).map((item) => item.licence)} />
      ) : null}
    </HeadedSection>
  );
}
