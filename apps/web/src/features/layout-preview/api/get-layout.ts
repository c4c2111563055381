import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomepageLayout } from '../../../lib/homepage-layout';
import { layoutKeys } from '../../../lib/query-keys';

export function layoutQueryOptions() {
  return queryOptions({ queryKey: layoutKeys.all, queryFn: getHomepageLayout });
}

export function useLayout() {
  return useQuery(layoutQueryOptions());
}
