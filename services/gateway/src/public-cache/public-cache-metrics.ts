import { Gauge, type Registry } from 'prom-client';
import type { PublicCache } from './public-cache.plugin.js';

/**
 * What the public cache holds, as counted against its budgets, on the operator's
 * /metrics: `store` is `memory` (this gateway) or `redis` (every gateway together).
 */
export function registerPublicCacheMetrics(registry: Registry, cache: PublicCache): void {
  let usage: ReturnType<PublicCache['usage']> | undefined;
  // One read of the usage serves both gauges of one scrape.
  const read = () => {
    usage ??= cache.usage().finally(() => {
      setImmediate(() => {
        usage = undefined;
      });
    });
    return usage;
  };
  const gauge = (name: string, help: string, pick: (of: { answers: number; bytes: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['store'] as const,
      registers: [registry],
      async collect() {
        const { local, shared } = await read();
        this.set({ store: 'memory' }, pick(local));
        if (shared) this.set({ store: 'redis' }, pick(shared));
      },
    });
  gauge('shop_public_cache_bytes', 'Bytes of public answers kept, as counted against the budget', (of) => of.bytes);
  gauge('shop_public_cache_answers', 'Public answers kept', (of) => of.answers);
}
