import type { AdminDownloadGrant } from '@shop/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmPrompt } from '../../../components/ui/confirm-prompt';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { useChangeGrant } from '../api/change-grant';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { useShopTime } from '../../../lib/dates';

function GrantActions({ orderId, grant }: { orderId: string; grant: AdminDownloadGrant }) {
  const change = useChangeGrant(orderId);
  const [isConfirming, setIsConfirming] = useState(false);
  if (grant.revokedAt) return null;
  if (isConfirming) {
    // Revoking cannot be undone, so it asks first, naming the file.
    return (
      <ConfirmPrompt
        label={M.revoke}
        question={M.revokeConfirm(grant.originalName)}
        confirmLabel={M.revokeConfirmButton}
        cancelLabel={M.cancel}
        isPending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { grantId: grant.id, action: 'revoke', fileName: grant.originalName },
            { onSettled: () => setIsConfirming(false) },
          )
        }
        onCancel={() => setIsConfirming(false)}
      />
    );
  }
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={change.isPending}
        onClick={() => change.mutate({ grantId: grant.id, action: 'extend', fileName: grant.originalName })}
      >
        {M.extend}
      </Button>
      <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => setIsConfirming(true)}>
        {M.revoke}
      </Button>
    </div>
  );
}

function columns(orderId: string, dateTime: (iso: string) => string): DataColumn<AdminDownloadGrant>[] {
  const c = M.grantColumns;
  return [
    { header: c.file, cell: (grant) => grant.originalName },
    { header: c.downloads, align: 'right', cell: (grant) => grant.downloadCount },
    {
      header: c.lastDownload,
      cell: (grant) => (grant.lastDownloadedAt ? dateTime(grant.lastDownloadedAt) : M.never),
    },
    {
      header: c.expires,
      cell: (grant) => (
        <>
          {dateTime(grant.expiresAt)}
          {grant.revokedAt ? (
            <span className="ml-2 text-red-400">{M.revoked}</span>
          ) : grant.isExpired ? (
            <span className="ml-2 text-red-400">{M.expired}</span>
          ) : null}
        </>
      ),
    },
    { header: M.actionsColumn, cell: (grant) => <GrantActions orderId={orderId} grant={grant} /> },
  ];
}

export function OrderGrants({ orderId, grants }: { orderId: string; grants: AdminDownloadGrant[] }) {
  const time = useShopTime();
  if (grants.length === 0) return <p className="text-neutral-400">{M.noGrants}</p>;
  return <DataTable rows={grants} columns={columns(orderId, time.dateTime)} rowKey={(grant) => grant.id} />;
}
