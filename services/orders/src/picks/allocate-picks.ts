import type { PackCollection } from '@shop/contracts';

export interface CreditLine {
  id: string;
  collection: PackCollection;
  remaining: number;
}

export interface WorkToPlace {
  artworkId: string;
  /** The pack lines that may take this work: its collection, and rule of the pack. */
  lineIds: readonly string[];
}

/** Narrow collections first: an Abstract Art work spends an Abstract pack's credit before a Smart Bundle's. */
const NARROWNESS: Record<PackCollection, number> = { 'abstract-art': 0, shop: 1 };

/**
 * Which pack line's credit each new work spends, or undefined when the works do not fit the
 * credits left. Works that fit fewer lines are placed first, each on the narrowest line with a
 * credit left, so an order with an Abstract pack and a Smart Bundle never spends a bundle credit
 * on an abstract work that a Sci-Fi pick then lacks.
 */
export function allocatePicks(
  lines: readonly CreditLine[],
  works: readonly WorkToPlace[],
): Map<string, string> | undefined {
  const left = new Map(lines.map((line) => [line.id, line.remaining]));
  const ordered = [...lines].sort((a, b) => NARROWNESS[a.collection] - NARROWNESS[b.collection]);
  const placement = new Map<string, string>();
  const byConstraint = [...works].sort((a, b) => a.lineIds.length - b.lineIds.length);
  for (const work of byConstraint) {
    const line = ordered.find((candidate) => work.lineIds.includes(candidate.id) && (left.get(candidate.id) ?? 0) > 0);
    if (!line) return undefined;
    left.set(line.id, (left.get(line.id) ?? 0) - 1);
    placement.set(work.artworkId, line.id);
  }
  return placement;
}
