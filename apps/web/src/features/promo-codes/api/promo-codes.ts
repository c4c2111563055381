import {
  PromoCodeListSchema,
  PromoCodeSchema,
  type CreatePromoCodeBody,
  type PromoCode,
  type UpdatePromoCodeBody,
  listPromoCodes as listPromoCodesEndpoint,
  createPromoCode as createPromoCodeEndpoint,
  updatePromoCode as updatePromoCodeEndpoint,
} from '@shop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';

export const promoCodeKeys = { all: [listPromoCodesEndpoint.path] as const };

export async function getPromoCodes(): Promise<PromoCode[]> {
  return PromoCodeListSchema.parse(await apiJson<unknown>('GET', endpointUrl(listPromoCodesEndpoint)));
}

export function usePromoCodes() {
  return useQuery(queryOptions({ queryKey: promoCodeKeys.all, queryFn: getPromoCodes }));
}

export async function createPromoCode(body: CreatePromoCodeBody): Promise<PromoCode> {
  return PromoCodeSchema.parse(await apiJson<unknown>('POST', endpointUrl(createPromoCodeEndpoint), body));
}

export async function updatePromoCode(id: string, body: UpdatePromoCodeBody): Promise<PromoCode> {
  return PromoCodeSchema.parse(await apiJson<unknown>('PATCH', endpointUrl(updatePromoCodeEndpoint, { id }), body));
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
