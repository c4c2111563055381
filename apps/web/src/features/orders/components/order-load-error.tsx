import { EmptyState, ErrorState } from '../../../components/ui/status-views';
import { ApiError } from '../../../lib/api-client';
import { isUnknownOrder } from '../api/get-order';
import { orderMessages as m } from '../messages';

/**
 * Why an order could not be shown, in words: an unknown order is SPEC's 'Order Not Found' with
 * what to do; anything else is the server's own message with a retry, never a raw status and JSON.
 */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isUnknownOrder(error)) return <EmptyState title={m.notFoundTitle} text={m.notFoundText} />;
  const readable = error instanceof ApiError ? new Error(error.serverMessage) : error;
  return <ErrorState title={m.loadError} error={readable} onRetry={onRetry} retryLabel={m.retry} />;
}
