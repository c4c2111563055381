import { COMMISSION_STATUSES, type CommissionStatus } from '@shop/contracts';
import { useSearchParams } from 'react-router-dom';

// The status filter and the open commission live in the URL, as the Orders tab's do.
const PARAMS = { status: 'commissions_status', open: 'commission' } as const;

function isStatus(value: string | null): value is CommissionStatus {
  return (COMMISSION_STATUSES as readonly (string | null)[]).includes(value);
}

export function useCommissionView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(PARAMS.status);
  const update = (key: keyof typeof PARAMS, value: string | null) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (value === null) params.delete(PARAMS[key]);
      else params.set(PARAMS[key], value);
      return params;
    });
  return {
    status: isStatus(raw) ? raw : undefined,
    openId: searchParams.get(PARAMS.open),
    setStatus: (status: CommissionStatus | undefined) => update('status', status ?? null),
    open: (id: string | null) => update('open', id),
  };
}
