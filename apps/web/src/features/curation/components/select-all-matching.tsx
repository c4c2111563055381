import { type Artwork, MAX_ARTWORK_PAGE_SIZE } from '@shop/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { getAllMatching } from '../api/search-artworks';
import type { CurationQuery } from '../lib/curation-query';
import { SEARCH_MESSAGES } from '../search-messages';

export interface SelectAllMatchingProps {
  query: CurationQuery;
  /** Every match, as the server has it now. */
  total: number;
  /** The matching works, whole: batch actions show and undo their own values. */
  onSelect: (artworks: readonly Artwork[]) => void;
}

/**
 * Selects every work matching the search, not just the page shown: the server lists them (up to
 * one batch's worth, the most a batch may change at once).
 */
export function SelectAllMatching({ query, total, onSelect }: SelectAllMatchingProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const select = async () => {
    setState('loading');
    try {
      const all = await getAllMatching(query);
      onSelect(all.items);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" disabled={total === 0 || state === 'loading'} onClick={() => void select()}>
        {state === 'loading' ? SEARCH_MESSAGES.selectingAllMatching : SEARCH_MESSAGES.selectAllMatching(total)}
      </Button>
      {total > MAX_ARTWORK_PAGE_SIZE ? (
        <span className="text-xs text-neutral-400">
          {SEARCH_MESSAGES.selectAllMatchingCapped(MAX_ARTWORK_PAGE_SIZE)}
        </span>
      ) : null}
      {state === 'failed' ? (
        <span role="alert" className="text-xs text-red-400">
          {SEARCH_MESSAGES.selectAllMatchingFailed}
        </span>
      ) : null}
    </>
  );
}
