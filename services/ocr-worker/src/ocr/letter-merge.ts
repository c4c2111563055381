/**
 * Below this a scene-text letter is the reader's guess: where tesseract read a letter at the same
 * position, tesseract's is taken ("Tinne" with its second n at 61, where tesseract read "Time":
 * "Tinme").
 */
export const MERGE_SURE_LETTER = 90;

type Step = 'match' | 'substitute' | 'extra' | 'missing';

/**
 * The scene-text reader's word letter by letter against tesseract's reading of the same place: its
 * sure letters kept, each unsure one replaced by the letter tesseract read in its position, an
 * unsure letter tesseract has nothing for dropped, and a letter only tesseract read left out (the
 * scene-text reader saw no letter there). Undefined when the two cannot be set side by side (no
 * confidences, or a letter count that differs by more than two).
 *
 * The alignment is a weighted edit distance: putting tesseract's letter for an unsure letter costs
 * that letter's sureness (cheap where the reader doubted), a letter only tesseract read costs one
 * and one only the scene-text reader read between a half and one by its sureness (of two like
 * letters, the doubted one is the extra). So "Tinne" (n at 100, n at 61) against "Time" sets the doubted n against the m, and the
 * sure one stays as a letter more: "Tinme", the image generator's typo both readers half saw.
 */
export function mergedLetters(scene: string, sureness: readonly number[], other: string): string | undefined {
  if (sureness.length !== scene.length || Math.abs(scene.length - other.length) > 2) return undefined;
  const a = [...scene];
  const b = [...other];
  const sure = (i: number) => (sureness[i] ?? 0) / 100;
  const rows = a.length + 1;
  const columns = b.length + 1;
  const cost = new Float64Array(rows * columns);
  const step: Step[] = new Array<Step>(rows * columns);
  for (let i = 1; i < rows; i++) {
    cost[i * columns] = i;
    step[i * columns] = 'extra';
  }
  for (let j = 1; j < columns; j++) {
    cost[j] = j;
    step[j] = 'missing';
  }
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const same = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase();
      const options: [number, Step][] = [
        [(cost[(i - 1) * columns + j - 1] ?? 0) + (same ? 0 : sure(i - 1)), same ? 'match' : 'substitute'],
        [(cost[(i - 1) * columns + j] ?? 0) + 0.5 + sure(i - 1) / 2, 'extra'],
        [(cost[i * columns + j - 1] ?? 0) + 1, 'missing'],
      ];
      const [best, kind] = options.reduce((min, option) => (option[0] < min[0] ? option : min));
      cost[i * columns + j] = best;
      step[i * columns + j] = kind;
    }
  }
  const merged: string[] = [];
  for (let i = a.length, j = b.length; i > 0 || j > 0;) {
    const kind = step[i * columns + j];
    const letter = a[i - 1] ?? '';
    const isSure = (sureness[i - 1] ?? 0) >= MERGE_SURE_LETTER;
    if (kind === 'match') merged.push(letter);
    else if (kind === 'substitute') merged.push(isSure ? letter : inCaseOfLetter(letter, b[j - 1] ?? ''));
    else if (kind === 'extra' && isSure) merged.push(letter);
    if (kind !== 'missing') i--;
    if (kind !== 'extra') j--;
  }
  return merged.reverse().join('');
}

/** Tesseract's letter in the case of the scene-text reader's: the word keeps the case it was read in. */
function inCaseOfLetter(read: string, replacement: string): string {
  return read === read.toUpperCase() ? replacement.toUpperCase() : replacement.toLowerCase();
}
