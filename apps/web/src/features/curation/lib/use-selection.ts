import { useCallback, useRef, useState } from 'react';
import { clickSelection } from './selection';

/** The Curation tab's multi-select: ids in a set, and the anchor a shift-click ranges from. */
export function useSelection(shownIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  // Read at click time, so a callback made before the list changed still ranges over what is shown.
  const shown = useRef(shownIds);
  shown.current = shownIds;

  const toggle = useCallback((id: string, isShift: boolean) => {
    // Read now: React may run the updater later, after the anchor has moved to this id.
    const from = anchor.current;
    const shownNow = shown.current;
    setSelected((previous) => clickSelection(previous, shownNow, id, from, isShift));
    anchor.current = id;
  }, []);
  const selectAllShown = useCallback(() => {
    setSelected((previous) => new Set([...previous, ...shown.current]));
  }, []);
  /** Adds works that need not be shown, e.g. every match of the search ("Select all N matching"). */
  const selectIds = useCallback((ids: readonly string[]) => {
    setSelected((previous) => new Set([...previous, ...ids]));
  }, []);
  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);
  return { selected, toggle, selectAllShown, selectIds, clear };
}
