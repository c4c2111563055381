import type { AdminDownloadGrant } from '@shop/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useChangeGrant } from '../api/change-grant';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { formatDateTime } from './format';

const cell = 'px-3 py-2 text-left';

function GrantActions({ orderId, grant }: { orderId: string; grant: AdminDownloadGrant }) {
  const change = useChangeGrant(orderId);
  const [isConfirming, setIsConfirming] = useState(false);
  if (grant.revokedAt) return null;
  if (isConfirming) {
    // Revoking cannot be undone, so it asks first, naming the file.
    return (
      <div role="group" aria-label={M.revoke} className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-neutral-300">{M.revokeConfirm(grant.originalName)}</span>
        <Button
          size="sm"
          variant="destructive"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { grantId: grant.id, action: 'revoke', fileName: grant.originalName },
              { onSettled: () => setIsConfirming(false) },
            )
          }
        >
          {M.revokeConfirmButton}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)}>
          {M.cancel}
        </Button>
      </div>
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

export function OrderGrants({ orderId, grants }: { orderId: string; grants: AdminDownloadGrant[] }) {
  if (grants.length === 0) return <p className="text-neutral-400">{M.noGrants}</p>;
  const c = M.grantColumns;
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-800">
      <table className="w-full text-sm">
        <thead className="bg-neutral-900 text-neutral-400">
          <tr>
            <th className={cell}>{c.file}</th>
            <th className={`${cell} text-right`}>{c.downloads}</th>
            <th className={cell}>{c.lastDownload}</th>
            <th className={cell}>{c.expires}</th>
            <th className={cell}>{M.actionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {grants.map((grant) => (
            <tr key={grant.id} className="border-t border-neutral-800">
              <td className={cell}>{grant.originalName}</td>
              <td className={`${cell} text-right`}>{grant.downloadCount}</td>
              <td className={cell}>{grant.lastDownloadedAt ? formatDateTime(grant.lastDownloadedAt) : M.never}</td>
              <td className={cell}>
                {formatDateTime(grant.expiresAt)}
                {grant.revokedAt ? (
                  <span className="ml-2 text-red-400">{M.revoked}</span>
                ) : grant.isExpired ? (
                  <span className="ml-2 text-red-400">{M.expired}</span>
                ) : null}
              </td>
              <td className={cell}>
                <GrantActions orderId={orderId} grant={grant} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
