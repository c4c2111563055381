import { type ShopIdentity, SITE_NAME } from '@shop/contracts';
import { API_PATHS, ENDPOINT_HEADS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { callHead } from '../../../lib/endpoint-client';
import { checkedWith, isShopIdentity } from '../../../lib/guards';

// No zod here: every page's header, footer and title read this (bench/web/home-js-size.mjs), so
// the default is written from SITE_NAME rather than imported with the identity's schemas.
const DEFAULT_SHOP_IDENTITY: ShopIdentity = { shopName: SITE_NAME, supportEmail: null, logoUrl: null };

/** The one query of the shop's identity: the frame of every page and the dashboard's settings share it. */
export const shopIdentityQueryKey = [API_PATHS.shopIdentity] as const;

/**
 * GET /api/shop-identity, which the gateway writes into each page it serves: the page then shows
 * the artist's name, logo and address from its first render, with no request and no flash of the
 * default name. A saved change reaches this page through the dashboard's mutations (setQueryData)
 * and every other page on its next load.
 */
export const shopIdentityQueryOptions = () =>
  queryOptions({
    queryKey: shopIdentityQueryKey,
    queryFn: async (): Promise<ShopIdentity> =>
      callHead(ENDPOINT_HEADS.getShopIdentity, checkedWith(isShopIdentity, 'The shop identity')),
    initialData: env.shopIdentity,
  });

/**
 * The identity the shop shows: undefined only while a page served without it asks for it (the
 * frame then holds the name's place); the default one when it cannot be had.
 */
export function useShownShopIdentity(): ShopIdentity | undefined {
  const { data, isError } = useQuery(shopIdentityQueryOptions());
  return data ?? (isError ? DEFAULT_SHOP_IDENTITY : undefined);
}

/** The shop's name as titles and texts say it: the default name while it loads or cannot be had. */
export function useShopName(): string {
  return useShownShopIdentity()?.shopName ?? DEFAULT_SHOP_IDENTITY.shopName;
}
