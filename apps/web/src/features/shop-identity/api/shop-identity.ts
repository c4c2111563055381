import {
  removeShopLogo,
  saveShopIdentity,
  SHOP_LOGO_FILE_FIELD,
  uploadShopLogo,
  type SaveShopIdentityBody,
  type ShopIdentity,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { SHOP_IDENTITY_MESSAGES as M } from '../messages';
import { shopIdentityQueryKey as shopIdentityKey, shopIdentityQueryOptions } from './shop-identity-query';

const failed = (title: string) => (error: Error) => {
  const description = error instanceof ApiError ? error.serverMessage : error.message;
  toast({ title, description, variant: 'destructive' });
};

export function useShopIdentity() {
  return useQuery(shopIdentityQueryOptions());
}

export function useSaveShopIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveShopIdentityBody) => callEndpoint(saveShopIdentity, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopIdentityKey, saved);
      toast({ title: M.savedTitle, description: M.savedDescription(saved.shopName) });
    },
    onError: failed(M.saveFailedTitle),
  });
}

/** PUT the logo as multipart (`logo`); DELETE it. Both answer the identity with its new logo URL. */
export function useShopLogo() {
  const queryClient = useQueryClient();
  const onSuccess = (saved: ShopIdentity) => {
    queryClient.setQueryData(shopIdentityKey, saved);
    toast(
      saved.logoUrl ? { title: M.logoSavedTitle, description: M.logoSavedDescription } : { title: M.logoRemovedTitle },
    );
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append(SHOP_LOGO_FILE_FIELD, file, file.name);
      return callEndpoint(uploadShopLogo, { form });
    },
    onSuccess,
    onError: failed(M.logoFailedTitle),
  });
  const remove = useMutation({
    mutationFn: async () => callEndpoint(removeShopLogo),
    onSuccess,
    onError: failed(M.logoFailedTitle),
  });
  return { upload, remove };
}
