import type { Artwork } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { GalleriesPanel, galleryKeys } from '../../../features/admin-galleries';
import { AuthGate, SignOutButton } from '../../../features/auth';
import { CommissionsPanel } from '../../../features/commissions';
import { adminArtworksQueryOptions, CurationPanel } from '../../../features/curation';
import { DashboardShell, dashboardTabSearch, ExportMenu } from '../../../features/dashboard';
import { InboxPanel, INBOX_MESSAGES, useInboxUnreadCount } from '../../../features/inbox';
import { LayoutPreviewPanel } from '../../../features/layout-preview';
import { OrdersPanel } from '../../../features/orders-admin';
import { PromoCodesPanel } from '../../../features/promo-codes';
import { SalesPanel } from '../../../features/sales';
import { OcrQueueStatus, ocrQueueKeys, useOcrQueue, useOcrResultsWatcher } from '../../../features/ocr-queue';
import { UploadPanel, useUploadedArtworks, useUploadQueue } from '../../../features/upload';
import { artworkKeys } from '../../../lib/query-keys';
import { SettingsTab } from './settings/settings-tab';

/**
 * The signed-in dashboard: composes the features and wires what one changes into what another
 * shows. Each tab asks for what it shows (no tab loads the whole catalogue up front), and any
 * call answering 401 brings back the sign-in form (lib/query-client.ts), whichever tab made it.
 */
/** A finished upload opens the Curation tab searching for its title. */
const openInCuration = (artwork: Artwork) => dashboardTabSearch('curation', { q: artwork.title });

function Dashboard() {
  const queryClient = useQueryClient();
  const ocrQueue = useOcrQueue();

  const refreshGalleries = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: galleryKeys.all });
  }, [queryClient]);
  const refreshCatalog = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    refreshGalleries();
  }, [queryClient, refreshGalleries]);

  // Wake the queue poll: it sleeps while the queue is idle.
  const wakeOcrQueue = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ocrQueueKeys.all });
  }, [queryClient]);

  // Live OCR: as jobs finish, the artworks list (and so every card and queue item) refreshes.
  useOcrResultsWatcher(ocrQueue.data, refreshCatalog);
  const uploads = useUploadQueue({
    onUploaded: () => {
      refreshCatalog();
      wakeOcrQueue();
    },
  });

  const uploaded = useUploadedArtworks(uploads.items);

  // The Inbox tab says how many contact messages are unread.
  const unreadMessages = useInboxUnreadCount();

  const queueStatus = <OcrQueueStatus queue={ocrQueue.data} isError={ocrQueue.isError} />;

  return (
    <DashboardShell
      actions={
        <>
          <ExportMenu getArtworks={() => queryClient.ensureQueryData(adminArtworksQueryOptions())} />
          <SignOutButton />
        </>
      }
      tabLabels={{ inbox: INBOX_MESSAGES.tabLabel(unreadMessages) }}
      panels={{
        upload: (
          <UploadPanel
            queue={uploads}
            artworks={uploaded}
            jobs={ocrQueue.data?.jobs}
            status={queueStatus}
            curationSearch={openInCuration}
          />
        ),
        curation: <CurationPanel status={queueStatus} onChanged={refreshGalleries} onOcrQueued={wakeOcrQueue} />,
        galleries: <GalleriesPanel />,
        preview: <LayoutPreviewPanel />,
        orders: <OrdersPanel />,
        sales: <SalesPanel />,
        commissions: <CommissionsPanel />,
        'promo-codes': <PromoCodesPanel />,
        inbox: <InboxPanel />,
        settings: <SettingsTab />,
      }}
    />
  );
}

export default function DashboardPage() {
  return (
    <AuthGate>
      <Dashboard />
    </AuthGate>
  );
}
