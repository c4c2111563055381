import { logout as logoutEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './get-me';
import { callEndpoint } from '../../../lib/endpoint-client';

export async function logout(): Promise<void> {
  await callEndpoint(logoutEndpoint);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(authKeys.me, null);
      // Everything else cached while signed in may hold unapproved work: forget it.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
    },
  });
}
