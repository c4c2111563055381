import { login as loginEndpoint } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, type Me } from './get-me';
import { callEndpoint } from '../../../lib/endpoint-client';

export function login(password: string): Promise<Me> {
  return callEndpoint(loginEndpoint, { body: { password } });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => queryClient.setQueryData(authKeys.me, me),
  });
}
