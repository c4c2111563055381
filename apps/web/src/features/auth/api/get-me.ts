import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/query-keys';

export interface Me {
  role: 'admin';
}

export const authKeys = sessionKeys;

/** The session check: a 401 means "not signed in" (null), not an error. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: getQueryFn<Me>({ on401: 'returnNull' }),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
