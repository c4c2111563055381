import { login as loginEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { authKeys, type Me } from './get-me';
import { endpointUrl } from '../../../lib/endpoint-client';

export function login(password: string): Promise<Me> {
  return apiJson<Me>('POST', endpointUrl(loginEndpoint), { password });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => queryClient.setQueryData(authKeys.me, me),
  });
}
