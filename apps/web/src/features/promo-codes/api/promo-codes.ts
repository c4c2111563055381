import {
  PromoCodeListSchema,
  PromoCodeSchema,
  type CreatePromoCodeBody,
  type PromoCode,
  type UpdatePromoCodeBody,
} from '@shop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const promoCodeKeys = { all: ['/api/promo-codes'] as const };

export async function getPromoCodes(): Promise<PromoCode[]> {
  return PromoCodeListSchema.parse(await apiJson<unknown>('GET', '/api/promo-codes'));
}

export function usePromoCodes() {
  return useQuery(queryOptions({ queryKey: promoCodeKeys.all, queryFn: getPromoCodes }));
}

export async function createPromoCode(body: CreatePromoCodeBody): Promise<PromoCode> {
  return PromoCodeSchema.parse(await apiJson<unknown>('POST', '/api/promo-codes', body));
}

export async function updatePromoCode(id: string, body: UpdatePromoCodeBody): Promise<PromoCode> {
  return PromoCodeSchema.parse(await apiJson<unknown>('PATCH', `/api/promo-codes/${encodeURIComponent(id)}`, body));
}

/** Creating or changing a code refreshes the list (uses and limits come from the server). */
export function useSavePromoCode() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all });
  return {
    create: useMutation({ mutationFn: createPromoCode, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdatePromoCodeBody }) => updatePromoCode(id, body),
      onSuccess: refresh,
    }),
  };
}
