import { BUILT_IN_SHOP_WORDS, normalizeWord, type OcrFinding } from '@shop/contracts';

const BUILT_IN_KEYS = new Set(BUILT_IN_SHOP_WORDS.map(normalizeWord));

/** The one human-readable `ocrErrors` entry for a suspected misspelling (SPEC); it always names the word. */
export function misspellingMessage(word: string): string {
  return `Possible misspelling: "${word}"`;
}

/** The `ocrErrors` entry for text read with too little confidence to check. */
export function unreadableMessage(word: string): string {
  return `Could not read this text with confidence: "${word}"`;
}

/** The `ocrErrors` entry for one finding, by its kind. */
export function findingMessage(finding: OcrFinding): string {
  switch (finding.kind) {
    case 'misspelling':
      return misspellingMessage(finding.word);
    case 'unreadable':
      return unreadableMessage(finding.word);
  }
}

export function failureMessage(reason: string): string {
  return `OCR failed: ${reason.slice(0, 500)}`;
}

/** A finding's word and the other readings of its place: accepting any of them accepts the place. */
const keysOf = (finding: OcrFinding) => [finding.word, ...(finding.readings ?? [])].map(normalizeWord);

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The findings that still count: not the shop's own words nor the curators' (as the word named or
 * another reading of its place), nor a word this work's curator marked as misread (`misreadKeys`,
 * the keys of its own misreadings on the file read: by the word named only, since the curator
 * judged that reading), each word once (its first reading kept), in reading order.
 */
export function openFindings(
  findings: readonly OcrFinding[],
  acceptedKeys: ReadonlySet<string>,
  misreadKeys: ReadonlySet<string> = NO_KEYS,
): OcrFinding[] {
  const seen = new Set<string>();
  const open: OcrFinding[] = [];
  for (const finding of findings) {
    const key = normalizeWord(finding.word);
    if (key === '' || seen.has(key) || misreadKeys.has(key)) continue;
    if (keysOf(finding).some((reading) => BUILT_IN_KEYS.has(reading) || acceptedKeys.has(reading))) continue;
    seen.add(key);
    open.push(finding);
  }
  return open;
}

/** `ocrErrors` from findings: one message per open finding. */
export function buildOcrErrors(
  findings: readonly OcrFinding[],
  acceptedKeys: ReadonlySet<string>,
  misreadKeys: ReadonlySet<string> = NO_KEYS,
): string[] {
  return openFindings(findings, acceptedKeys, misreadKeys).map(findingMessage);
}

/** The keys accepting a word looks findings up by: normalizeWord of each word and reading, each once. */
export function findingKeys(findings: readonly OcrFinding[]): string[] {
  return [...new Set(findings.flatMap(keysOf))];
}
