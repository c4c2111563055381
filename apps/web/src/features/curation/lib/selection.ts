/**
 * One click on a card's checkbox. A plain click toggles that work; a shift-click applies the
 * clicked work's new state to every work between it and the last one clicked (the anchor), in
 * the order shown, as file managers do.
 */
export function clickSelection(
  selected: ReadonlySet<string>,
  shownIds: readonly string[],
  clickedId: string,
  anchorId: string | null,
  isShift: boolean,
): Set<string> {
  const next = new Set(selected);
  const willSelect = !selected.has(clickedId);
  const from = anchorId === null ? -1 : shownIds.indexOf(anchorId);
  const to = shownIds.indexOf(clickedId);
  const ids =
    isShift && from >= 0 && to >= 0 ? shownIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [clickedId];
  for (const id of ids) {
    if (willSelect) next.add(id);
    else next.delete(id);
  }
  return next;
}
