import type { AdminOrderDetail } from '@shop/contracts';
import { ORDERS_ADMIN_MESSAGES as M } from '../messages';
import { formatDateTime } from './format';

const cell = 'px-3 py-2 text-left';

export function OrderGrants({ grants }: { grants: AdminOrderDetail['grants'] }) {
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
                {grant.isExpired ? <span className="ml-2 text-red-400">{M.expired}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
