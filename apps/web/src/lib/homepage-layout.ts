import { ENDPOINT_HEADS } from '@shop/contracts/paths';
import type { HomepageLayout } from '@shop/contracts';
import { callHead } from './endpoint-client';
import { checkedWith, isHomepageLayout } from './guards';

/**
 * GET /api/layout, checked with the contracts' schema compiled at build time rather than zod: the
 * home page reads it, and zod would then load on every home page that features something (issue
 * #15). The home page and the dashboard's layout editor share it, and its query key.
 */
export async function getHomepageLayout(): Promise<HomepageLayout> {
  return callHead(ENDPOINT_HEADS.getLayout, checkedWith(isHomepageLayout, 'The homepage layout'));
}
