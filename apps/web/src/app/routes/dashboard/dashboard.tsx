import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { GalleriesPanel, galleryKeys } from '../../../features/admin-galleries';
import { AuthGate, authKeys, SignOutButton } from '../../../features/auth';
import { adminArtworksQueryOptions, CurationPanel, useAdminArtworks } from '../../../features/curation';
import { CommissionsPanel } from '../../../features/commissions';
import { DashboardShell, ExportMenu } from '../../../features/dashboard';
import { LayoutPreviewPanel } from '../../../features/layout-preview';
import { OrdersPanel } from '../../../features/orders-admin';
import { PromoCodesPanel } from '../../../features/promo-codes';
import { SalesPanel } from '../../../features/sales';
import { OcrQueueStatus, ocrQueueKeys, useOcrQueue, useOcrResultsWatcher } from '../../../features/ocr-queue';
import { UploadPanel, useUploadQueue } from '../../../features/upload';
import { WatermarkSettingsPanel } from '../../../features/watermark';
import { ApiError } from '../../../lib/api-client';
import { artworkKeys } from '../../../lib/query-keys';

/** A 401 from any admin call means the session ended: ask /api/auth/me again, which shows the sign-in form. */
function useSessionExpiry(errors: readonly unknown[]) {
  const queryClient = useQueryClient();
  const expired = errors.some((error) => error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: authKeys.me });
  }, [expired, queryClient]);
}

/** The signed-in dashboard: composes the features and wires what one changes into what another shows. */
function Dashboard() {
  const queryClient = useQueryClient();
  const artworks = useAdminArtworks();
  const ocrQueue = useOcrQueue();
  useSessionExpiry([artworks.error, ocrQueue.error]);

  const refreshGalleries = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: galleryKeys.all });
  }, [queryClient]);
  const refreshCatalog = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: artworkKeys.all });
    refreshGalleries();
  }, [queryClient, refreshGalleries]);

  // Live OCR: as jobs finish, the artworks list (and so every card and queue item) refreshes.
  useOcrResultsWatcher(ocrQueue.data, refreshCatalog);
  const uploads = useUploadQueue({
    onUploaded: () => {
      refreshCatalog();
      // Wake the queue poll: it sleeps while the queue is idle.
      void queryClient.invalidateQueries({ queryKey: ocrQueueKeys.all });
    },
  });

  const queueStatus = <OcrQueueStatus queue={ocrQueue.data} isError={ocrQueue.isError} />;

  return (
    <DashboardShell
      actions={
        <>
          <ExportMenu getArtworks={() => queryClient.ensureQueryData(adminArtworksQueryOptions())} />
          <SignOutButton />
        </>
      }
      panels={{
        upload: (
          <UploadPanel queue={uploads} artworks={artworks.data} jobs={ocrQueue.data?.jobs} status={queueStatus} />
        ),
        curation: <CurationPanel status={queueStatus} onChanged={refreshGalleries} />,
        galleries: <GalleriesPanel />,
        preview: (
          <div className="space-y-8">
            <LayoutPreviewPanel artworks={artworks.data} />
            <WatermarkSettingsPanel />
          </div>
        ),
        orders: <OrdersPanel />,
        sales: <SalesPanel />,
        commissions: <CommissionsPanel />,
        'promo-codes': <PromoCodesPanel />,
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
