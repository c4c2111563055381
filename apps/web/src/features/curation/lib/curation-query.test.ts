import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURATION_QUERY,
  hasActiveFilters,
  readCurationQuery,
  toApiQuery,
  toSearchString,
  writeCurationQuery,
} from './curation-query';

describe('the Curation tab’s query in the URL', () => {
  it('reads every param, and falls back to the defaults for missing or hand-edited values', () => {
    expect(readCurationQuery(new URLSearchParams())).toEqual(DEFAULT_CURATION_QUERY);
    expect(
      readCurationQuery(
        new URLSearchParams(
          'filter=flagged&q=neon&ocr=errors&category=Sci-Fi&forSale=true&hasPrice=false&sort=title&page=3',
        ),
      ),
    ).toEqual({
      filter: 'flagged',
      q: 'neon',
      ocr: 'errors',
      category: 'Sci-Fi',
      forSale: 'true',
      hasPrice: 'false',
      sort: 'title',
      page: 3,
    });
    expect(
      readCurationQuery(new URLSearchParams('filter=x&ocr=done&category=Nope&forSale=yes&sort=random&page=-2')),
    ).toEqual(DEFAULT_CURATION_QUERY);
    expect(readCurationQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('goes back to page 1 on any change but the page, keeps other params and drops defaults', () => {
    const start = new URLSearchParams('tab=curation&q=neon&page=4');
    expect(writeCurationQuery(start, { sort: 'price' }).toString()).toBe('tab=curation&q=neon&sort=price');
    expect(writeCurationQuery(start, { page: 5 }).toString()).toBe('tab=curation&q=neon&page=5');
    expect(writeCurationQuery(start, DEFAULT_CURATION_QUERY).toString()).toBe('tab=curation');
  });

  it('counts only what narrows the list as a filter', () => {
    expect(hasActiveFilters({ ...DEFAULT_CURATION_QUERY, sort: 'title', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CURATION_QUERY, q: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_CURATION_QUERY, hasPrice: 'false' })).toBe(true);
  });

  it('always asks the API for a page, with the SPEC filter as the shown status', () => {
    const query = { ...DEFAULT_CURATION_QUERY, filter: 'pending', q: ' sun ', forSale: 'false', page: 2 } as const;
    expect(toSearchString(toApiQuery(query, 48))).toBe('q=sun&shown=pending&forSale=false&sort=newest&limit=48&page=2');
    expect(toSearchString(toApiQuery(DEFAULT_CURATION_QUERY, 48))).toBe('sort=newest&limit=48&page=1');
  });
});
