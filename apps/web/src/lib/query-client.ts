import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { sessionKeys } from './query-keys';

/**
 * SPEC §7 defaults: no refetch interval, none on focus, data never stale, no retries. There is no
 * default query function: every query names its fetcher, which calls its endpoint's declaration
 * (callEndpoint, or callHead on the first page), never a hand-made URL.
 *
 * Any query or mutation answering 401 means the curator's session ended: the session check is
 * asked again, which answers null and brings back the sign-in form. Doing it here, in the caches,
 * covers every dashboard tab, including ones added later, without each having to opt in.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    // The session check itself turns a 401 into null, so this never loops.
    if (error instanceof ApiError && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me, exact: true });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
