import { type WatermarkSettings, getWatermark, saveWatermark } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { WATERMARK_MESSAGES } from '../messages';
import { callEndpoint } from '../../../lib/endpoint-client';

const watermarkKey = [getWatermark.path] as const;

export function useWatermark() {
  return useQuery({
    queryKey: watermarkKey,
    queryFn: async () => callEndpoint(getWatermark),
  });
}

export function useSaveWatermark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: WatermarkSettings) => callEndpoint(saveWatermark, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(watermarkKey, saved);
      toast({
        title: WATERMARK_MESSAGES.savedTitle,
        description: saved.enabled ? WATERMARK_MESSAGES.savedOn(saved.text) : WATERMARK_MESSAGES.savedOff,
      });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: WATERMARK_MESSAGES.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
