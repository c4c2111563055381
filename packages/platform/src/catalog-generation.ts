import { publicCacheKeys } from '@shop/contracts';

/**
 * The catalog's public generation: a name the catalog sets anew in Redis (before its answer
 * leaves) after every write a public answer can show: a price, a status, a file, the seller
 * details, the shop identity (`PUBLIC_WRITES` in the catalog). A value read from the catalog
 * under one generation is the catalog's value for as long as the generation has not moved.
 */
export interface CatalogGeneration {
  /** The generation now; undefined when it cannot be read, and then nothing is answered from a cache. */
  current(): Promise<string | undefined>;
}

/** The generation as the catalog keeps it under the deployment's QUEUE_PREFIX (a `producer` connection: fails fast). */
export function catalogGenerationIn(
  redis: { get(key: string): Promise<string | null> },
  queuePrefix: string,
): CatalogGeneration {
  const key = publicCacheKeys(queuePrefix).generation;
  async function read(): Promise<string | undefined> {
    try {
      // No generation yet (a Redis that never saw a change, or restarted empty): a name of
      // its own, which the catalog's next change replaces with a random one.
      return (await redis.get(key)) ?? 'none';
    } catch {
      return undefined;
    }
  }
  // Reads asked for in the same turn of the event loop (a recording's artwork lookup and seller
  // read, two requests arriving together) share one GET, sent at the turn's end (`setImmediate`:
  // after the I/O callbacks and microtasks of that turn). Every caller sharing it asked before it was sent, so its
  // answer is as fresh as one GET of each caller's own: a change whose answer a caller has seen
  // is never missed. A checkout read the generation about nine times.
  let next: Promise<string | undefined> | undefined;
  return {
    current() {
      next ??= new Promise((resolve) => {
        setImmediate(() => {
          next = undefined;
          resolve(read());
        });
      });
      return next;
    },
  };
}

export interface GenerationCacheOptions {
  generation: CatalogGeneration;
  /**
   * At most this long, even while the generation stays: the bound on a change whose
   * announcement was lost (Redis away at that moment).
   */
  ttlMs: number;
  /** Past this many entries the cache is emptied (ids are the callers'; only known ones are kept). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Values read from the catalog, kept per key while the catalog's generation is the one they were
 * read under and for `ttlMs` at most. Each read asks the generation first (one Redis GET,
 * against an HTTP call and a query), and a value is kept under the generation read *before* it
 * was asked for, so a change that lands between the two retires it at the next read. A change
 * whose answer the caller has seen moved the generation before that answer left, so a read
 * after it never meets a value from before it.
 */
export function createGenerationCache<T>({
  generation,
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: GenerationCacheOptions) {
  const entries = new Map<string, { value: T; generation: string; until: number }>();
  return {
    /**
     * The values of `keys` (absent: the source does not know them), fresh ones from `load`,
     * which is given only the keys not kept under the current generation.
     */
    async getMany(
      keys: readonly string[],
      load: (missing: string[]) => Promise<Map<string, T>>,
    ): Promise<Map<string, T>> {
      const current = await generation.current();
      if (current === undefined) return load([...keys]);
      const at = now();
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && entry.generation === current && entry.until > at) found.set(key, entry.value);
        else missing.push(key);
      }
      if (missing.length === 0) return found;
      const loaded = await load(missing);
      if (entries.size + loaded.size > maxEntries) entries.clear();
      const until = now() + ttlMs;
      for (const [key, value] of loaded) {
        entries.set(key, { value, generation: current, until });
        found.set(key, value);
      }
      return found;
    },

    /** One value under a fixed key (a setting): kept like the others; a rejected `load` is not kept. */
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const values = await this.getMany([key], async () => new Map([[key, await load()]]));
      return values.get(key) as T;
    },
  };
}

export type GenerationCache<T> = ReturnType<typeof createGenerationCache<T>>;
