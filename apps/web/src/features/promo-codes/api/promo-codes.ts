import {
  type CreatePromoCodeBody,
  type PromoCode,
  type UpdatePromoCodeBody,
  listPromoCodes as listPromoCodesEndpoint,
  createPromoCode as createPromoCodeEndpoint,
  updatePromoCode as updatePromoCodeEndpoint,
  deletePromoCode as deletePromoCodeEndpoint,
} from '@shop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export const promoCodeKeys = { all: [listPromoCodesEndpoint.path] as const };

export async function getPromoCodes(): Promise<PromoCode[]> {
  return callEndpoint(listPromoCodesEndpoint);
}

export function usePromoCodes() {
  return useQuery(queryOptions({ queryKey: promoCodeKeys.all, queryFn: getPromoCodes }));
}

export async function createPromoCode(body: CreatePromoCodeBody): Promise<PromoCode> {
  return callEndpoint(createPromoCodeEndpoint, { body });
}

export async function updatePromoCode(id: string, body: UpdatePromoCodeBody): Promise<PromoCode> {
  return callEndpoint(updatePromoCodeEndpoint, { params: { id }, body });
}

/** Deletes a code no order took (the server refuses others with 409). */
export async function deletePromoCode(id: string): Promise<void> {
  await callEndpoint(deletePromoCodeEndpoint, { params: { id } });
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
    remove: useMutation({ mutationFn: (code: PromoCode) => deletePromoCode(code.id), onSuccess: refresh }),
  };
}
