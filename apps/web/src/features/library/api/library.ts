import {
  closeLibrary,
  getLibrary,
  getLibraryPolicy,
  openLibrary,
  renewLibraryOrder,
  requestLibraryLink,
  type Library,
  type LibraryOrder,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Keys extend the API path. The library is personal: it is never kept past the page (gcTime 0). */
export const libraryKeys = {
  library: [getLibrary.path] as const,
  policy: [getLibraryPolicy.path] as const,
};

/** The signed-in library, or null when the browser has no library session (401). */
export function useLibrary(enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.library,
    enabled,
    gcTime: 0,
    queryFn: async (): Promise<Library | null> => {
      try {
        return await callEndpoint(getLibrary);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useRequestLibraryLink() {
  return useMutation({
    mutationFn: async (email: string) => callEndpoint(requestLibraryLink, { body: { email } }),
  });
}

export function useOpenLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => callEndpoint(openLibrary, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.library }),
  });
}

export function useCloseLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callEndpoint(closeLibrary),
    onSuccess: () => queryClient.setQueryData(libraryKeys.library, null),
  });
}

export function useRenewLibraryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => callEndpoint(renewLibraryOrder, { params: { id: orderId } }),
    onSuccess: (renewed: LibraryOrder) =>
      queryClient.setQueryData(libraryKeys.library, (library: Library | null | undefined) =>
        library
          ? { ...library, orders: library.orders.map((order) => (order.id === renewed.id ? renewed : order)) }
          : library,
      ),
  });
}

/** What the shop does with links past their 30 days, for the policies pages. */
export function useLibraryPolicy() {
  return useQuery({ queryKey: libraryKeys.policy, queryFn: async () => callEndpoint(getLibraryPolicy) });
}
