/** Answers kept per map, at most this many: the oldest half is dropped when it is reached. */
const MEMO_SIZE = 20_000;

/**
 * The answer for `key`, from `memo` or from `answer()` (then kept). Each reader's reading of a
 * word is judged, and a series of works repeats its words: the judge's costliest questions are
 * asked again for the same letters.
 */
export function remembered<T>(memo: Map<string, T>, key: string, answer: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = answer();
  if (memo.size >= MEMO_SIZE) {
    let dropped = 0;
    for (const old of memo.keys()) {
      memo.delete(old);
      if (++dropped >= MEMO_SIZE / 2) break;
    }
  }
  memo.set(key, value);
  return value;
}
