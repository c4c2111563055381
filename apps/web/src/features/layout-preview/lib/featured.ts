import { PREVIEW_FEATURED_MAX, type Artwork } from '@shop/contracts';

/** Fisher-Yates on a copy; `random` is injectable so tests are deterministic. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

/** SPEC §9: at most 3 approved artworks are featured. Saved picks that are still approved come first. */
export function pickFeatured(approved: readonly Artwork[], preferredIds: readonly string[]): string[] {
  const approvedIds = new Set(approved.map((artwork) => artwork.id));
  const kept = preferredIds.filter((id) => approvedIds.has(id));
  const rest = approved.map((artwork) => artwork.id).filter((id) => !kept.includes(id));
  return [...kept, ...rest].slice(0, PREVIEW_FEATURED_MAX);
}

/** Regenerate: a fresh random pick, different from the current one whenever there is a choice. */
export function regenerateFeatured(
  approved: readonly Artwork[],
  current: readonly string[],
  random: () => number = Math.random,
): string[] {
  const ids = approved.map((artwork) => artwork.id);
  if (ids.length === 0) return [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = shuffled(ids, random).slice(0, PREVIEW_FEATURED_MAX);
    const same = next.length === current.length && next.every((id, index) => id === current[index]);
    if (!same || ids.length <= 1) return next;
  }
  return shuffled(ids, random).slice(0, PREVIEW_FEATURED_MAX);
}
