import { saveShopTimeZone, type SaveShopTimeZoneBody, type ShopTimeZone } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { shopTimeZoneKey } from '../../../lib/dates';
import { callEndpoint } from '../../../lib/endpoint-client';
import { SHOP_TIME_ZONE_MESSAGES as M } from '../messages';

export function useSaveShopTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveShopTimeZoneBody): Promise<ShopTimeZone> => callEndpoint(saveShopTimeZone, { body }),
    onSuccess: (saved) => {
      // Every time the dashboard shows, and every filter it sends, follows at once.
      queryClient.setQueryData(shopTimeZoneKey, saved);
      toast({ title: M.savedTitle, description: M.savedDescription(saved.timeZone) });
    },
    onError: (error: Error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
