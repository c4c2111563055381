import { HomepageLayoutSchema, type HomepageLayout } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { layoutKeys } from '../../../lib/query-keys';

export async function getLayout(): Promise<HomepageLayout> {
  return HomepageLayoutSchema.parse(await apiJson<unknown>('GET', '/api/layout'));
}

export function layoutQueryOptions() {
  return queryOptions({ queryKey: layoutKeys.all, queryFn: getLayout });
}

export function useLayout() {
  return useQuery(layoutQueryOptions());
}
