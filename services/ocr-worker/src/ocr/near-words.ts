const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Whether some word one edit away (a letter dropped, added or changed, or two neighbours swapped)
 * passes `isWord`. Typos are mostly one edit from the word meant ("Wellcome", "Santorin"), while a
 * name or words glued together are seldom one edit from any word ("Santorini", "Saleends").
 * About 54 candidates a letter, each one look-up.
 */
export function hasWordOneEditAway(word: string, isWord: (candidate: string) => boolean): boolean {
  const lower = word.toLowerCase();
  const tried = new Set<string>([lower]);
  const check = (candidate: string) => {
    if (tried.has(candidate)) return false;
    tried.add(candidate);
    return isWord(candidate);
  };
  for (let i = 0; i <= lower.length; i++) {
    const head = lower.slice(0, i);
    const tail = lower.slice(i);
    if (tail.length > 0 && check(head + tail.slice(1))) return true;
    if (tail.length > 1 && check(head + (tail[1] ?? '') + (tail[0] ?? '') + tail.slice(2))) return true;
    for (const letter of LETTERS) {
      if (check(head + letter + tail)) return true;
      if (tail.length > 0 && check(head + letter + tail.slice(1))) return true;
    }
  }
  return false;
}
