/**
 * The names through which a service tells every gateway replica that its public answers changed
 *. The service sets a new generation (a random name) and publishes it on the channel;
 * a gateway keys its cached answers by the generation it last saw, so one change retires every
 * cached answer on every replica at once, and an answer loaded before a change is never filed
 * under the generation that follows it. `prefix` is the deployment's QUEUE_PREFIX, so two shops
 * (or two test stacks) sharing one Redis never see each other's answers.
 */
export function publicCacheKeys(prefix: string) {
  const base = `${prefix}:public-cache`;
  return {
    generation: `${base}:generation`,
    channel: `${base}:changed`,
    /** The Redis hash holding one answer of one generation, in each encoding asked so far. */
    answer: (generation: string, key: string) => `${base}:answer:${generation}:${key}`,
  } as const;
}

/**
 * What the cached answers tell a CDN or browser cache: browsers revalidate every time (the ETag
 * makes that cheap); a shared cache may keep an answer a minute and serve it stale for five more
 * while it revalidates; the purge key names every cached answer, for a CDN purge on a change.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PUBLIC_CACHE_PURGE_KEY = 'shop-catalog';
