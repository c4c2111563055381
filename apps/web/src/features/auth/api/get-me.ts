import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callHead } from '../../../lib/endpoint-client';
import { isRecord } from '../../../lib/guards';
import { sessionKeys } from '../../../lib/query-keys';

export interface Me {
  role: 'admin';
}

export const authKeys = sessionKeys;

/** Checked without zod (MeResponseSchema's one field): every shop page asks who is signed in. */
function parseMe(value: unknown): Me {
  if (!isRecord(value) || value.role !== 'admin') throw new TypeError('Expected the curator');
  return { role: 'admin' };
}

/** GET /api/auth/me: the curator, or null for "not signed in" (a 401), which is not an error. */
export async function getMe(): Promise<Me | null> {
  try {
    return await callHead(ENDPOINT_HEADS.getMe, parseMe);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session check: a 401 means "not signed in" (null), not an error. */
export function meQueryOptions() {
  return queryOptions({ queryKey: authKeys.me, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
