import { listPackRules, type PackRule, savePackRule, type SavePackRuleBody } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PACK_RULES_MESSAGES as M } from '../messages';

export const packRuleKeys = { all: [listPackRules.path] as const };

export function usePackRules() {
  return useQuery({ queryKey: packRuleKeys.all, queryFn: async () => callEndpoint(listPackRules) });
}

export function useSavePackRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ packageId, body }: { packageId: string; body: SavePackRuleBody }) =>
      callEndpoint(savePackRule, { params: { packageId }, body }),
    onSuccess: (saved: PackRule) => {
      queryClient.setQueryData(packRuleKeys.all, (current: { rules: PackRule[] } | undefined) =>
        current ? { rules: current.rules.map((rule) => (rule.packageId === saved.packageId ? saved : rule)) } : current,
      );
      toast({ title: M.savedTitle(saved.name), description: M.savedText });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
