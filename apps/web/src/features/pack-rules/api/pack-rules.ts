import { listPackRules, type PackRule, resetPackRule, savePackRule, type SavePackRuleBody } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PACK_RULES_MESSAGES as M } from '../messages';

export const packRuleKeys = { all: [listPackRules.path] as const };

export function usePackRules() {
  return useQuery({ queryKey: packRuleKeys.all, queryFn: async () => callEndpoint(listPackRules) });
}

/** Puts the rule orders answered with in place of the pack's one in the list. */
function useKeepRule() {
  const queryClient = useQueryClient();
  return (saved: PackRule) =>
    queryClient.setQueryData(packRuleKeys.all, (current: { rules: PackRule[] } | undefined) =>
      current ? { rules: current.rules.map((rule) => (rule.packageId === saved.packageId ? saved : rule)) } : current,
    );
}

const failed = (error: Error) => {
  const description = error instanceof ApiError ? error.serverMessage : error.message;
  toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
};

export function useSavePackRule() {
  const keep = useKeepRule();
  return useMutation({
    mutationFn: async ({ packageId, body }: { packageId: string; body: SavePackRuleBody }) =>
      callEndpoint(savePackRule, { params: { packageId }, body }),
    onSuccess: (saved: PackRule) => {
      keep(saved);
      toast({ title: M.savedTitle(saved.name), description: M.savedText });
    },
    onError: failed,
  });
}

/** Forgets the pack's saved rule: it takes works up to its price per pick again. */
export function useResetPackRule() {
  const keep = useKeepRule();
  return useMutation({
    mutationFn: async (packageId: string) => callEndpoint(resetPackRule, { params: { packageId } }),
    onSuccess: (reset: PackRule) => {
      keep(reset);
      toast({ title: M.resetTitle(reset.name), description: M.savedText });
    },
    onError: failed,
  });
}
