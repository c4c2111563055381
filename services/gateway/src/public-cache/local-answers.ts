import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from './answer-store.js';

/**
 * What a kept answer costs this process beside its bodies and its key: the cache's entry, the
 * answer object and its head. An estimate on the high side, so the count stays above the truth.
 */
export const LOCAL_ANSWER_OVERHEAD_BYTES = 512;

/** The share of the bytes and answers kept for answers asked once so far. */
const NEW_ANSWERS_SHARE = 0.25;

export interface LocalAnswerLimits {
  /** Every kept answer's bodies, key and overhead together. */
  maxBytes: number;
  maxAnswers: number;
  /** An answer larger than this (all its bodies counted) is answered but not kept. */
  maxAnswerBytes: number;
  /** No answer is kept longer, whatever the generation says: a guard for a change whose announcement was lost. */
  maxAgeMs: number;
  now?: () => number;
}

export interface CacheUsage {
  answers: number;
  bytes: number;
}

/** Bytes an answer costs where it is kept: its bodies, its key (two bytes a character at most), the overhead. */
export function localSizeOf(key: string, answer: CachedAnswer): number {
  let bodies = 0;
  for (const body of Object.values(answer.bodies)) bodies += body?.length ?? 0;
  return bodies + key.length * 2 + answer.contentType.length + LOCAL_ANSWER_OVERHEAD_BYTES;
}

/**
 * The answers kept in this process: bounded in answers and in bytes whatever the public
 * asks, in two parts. An answer asked for the first time goes to the smaller part; asked again here,
 * or found in Redis (another replica was asked it), it moves to the larger part of popular answers.
 * So a flood of distinct queries, each asked once, only ever replaces other answers asked once: the
 * shop's own pages, asked again and again, stay. Each part drops its least recently used answer
 * first; one dropped from the popular part gets a second chance in the other.
 */
export function createLocalAnswers(limits: LocalAnswerLimits) {
  const now = limits.now ?? Date.now;
  const perf = { now };
  const part = (share: number, onEvict?: (key: string, answer: CachedAnswer) => void) =>
    new LRUCache<string, CachedAnswer>({
      max: Math.max(1, Math.floor(limits.maxAnswers * share)),
      maxSize: Math.max(1, Math.floor(limits.maxBytes * share)),
      maxEntrySize: Math.max(1, Math.min(limits.maxAnswerBytes, Math.floor(limits.maxBytes * share))),
      sizeCalculation: (answer, key) => localSizeOf(key, answer),
      ttl: limits.maxAgeMs,
      // The clock read on every check: `now` may be a test's.
      ttlResolution: 0,
      perf,
      ...(onEvict && {
        dispose: (answer: CachedAnswer, key: string, reason: LRUCache.DisposeReason) => {
          if (reason === 'evict') onEvict(key, answer);
        },
      }),
    });
  const fresh = part(NEW_ANSWERS_SHARE);
  const popular = part(1 - NEW_ANSWERS_SHARE, (key, answer) => keep(fresh, key, answer));

  /** Kept for what is left of its time since it was first stored (in Redis, maybe by another replica). */
  function keep(into: LRUCache<string, CachedAnswer>, key: string, answer: CachedAnswer): void {
    const ttl = Math.ceil(limits.maxAgeMs - (now() - answer.storedAt));
    if (ttl < 1) return;
    // An update of the same object keeps its old size: taken out and put back, it is counted again.
    into.delete(key);
    into.set(key, answer, { ttl });
  }

  return {
    get(key: string): CachedAnswer | undefined {
      const hot = popular.get(key);
      if (hot) return hot;
      const answer = fresh.get(key);
      if (answer) {
        fresh.delete(key);
        keep(popular, key, answer);
      }
      return answer;
    },
    /** `popular`: asked before elsewhere (found in Redis), so it joins the popular answers at once. */
    set(key: string, answer: CachedAnswer, { popular: isPopular = false }: { popular?: boolean } = {}): void {
      const other = isPopular ? fresh : popular;
      other.delete(key);
      keep(isPopular ? popular : fresh, key, answer);
    },
    /** After an encoding was added to a kept answer: counted again (and dropped if now too large). */
    resize(key: string): void {
      for (const into of [popular, fresh]) {
        const answer = into.peek(key);
        if (answer) return keep(into, key, answer);
      }
    },
    clear(): void {
      popular.clear();
      fresh.clear();
    },
    usage(): CacheUsage & { popular: CacheUsage; new: CacheUsage } {
      const popularUsage = { answers: popular.size, bytes: popular.calculatedSize };
      const freshUsage = { answers: fresh.size, bytes: fresh.calculatedSize };
      return {
        answers: popularUsage.answers + freshUsage.answers,
        bytes: popularUsage.bytes + freshUsage.bytes,
        popular: popularUsage,
        new: freshUsage,
      };
    },
  };
}

export type LocalAnswers = ReturnType<typeof createLocalAnswers>;
