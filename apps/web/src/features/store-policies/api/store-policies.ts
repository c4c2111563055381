import {
  getStorePolicy,
  listStorePolicies,
  saveStorePolicy,
  type StorePolicy,
  type StorePolicyList,
  type StorePolicySlug,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { STORE_POLICY_MESSAGES as M } from '../messages';

/** Keys extend the API path (the list's path, then the slug: GET /api/policies/<slug>). */
export const storePolicyKeys = {
  all: [listStorePolicies.path] as const,
  detail: (slug: StorePolicySlug) => [...storePolicyKeys.all, slug] as const,
};

/** One policy, for its public page. */
export function useStorePolicy(slug: StorePolicySlug) {
  return useQuery({
    queryKey: storePolicyKeys.detail(slug),
    queryFn: async () => callEndpoint(getStorePolicy, { params: { slug } }),
  });
}

/** All five, for the dashboard's editor. */
export function useStorePolicies() {
  return useQuery({ queryKey: storePolicyKeys.all, queryFn: async () => callEndpoint(listStorePolicies) });
}

export function useSaveStorePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, markdown }: { slug: StorePolicySlug; markdown: string }) =>
      callEndpoint(saveStorePolicy, { params: { slug }, body: { markdown } }),
    onSuccess: (saved: StorePolicy) => {
      queryClient.setQueryData(storePolicyKeys.detail(saved.slug), saved);
      queryClient.setQueryData<StorePolicyList>(
        storePolicyKeys.all,
        (list) => list && { policies: list.policies.map((policy) => (policy.slug === saved.slug ? saved : policy)) },
      );
      toast({ title: M.savedTitle, description: M.savedText(saved.title) });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
