import { CATEGORIES } from '@shop/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { compactInputClass, Field } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import type { CurationQuery } from '../lib/curation-query';
import { SEARCH_MESSAGES } from '../search-messages';

/** Typing settles for this long before the search runs: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CurationFiltersProps {
  query: CurationQuery;
  onChange: (changes: Partial<CurationQuery>) => void;
  onClear: () => void;
  canClear: boolean;
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL is the truth: "Clear filters" or Back puts its value in the box.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Field id={id} label={SEARCH_MESSAGES.searchLabel} layout="inline" className="max-w-full min-w-0">
      <div className="relative min-w-0">
        <Search className="pointer-events-none absolute left-2 top-2 h-4 w-4 text-neutral-500" aria-hidden />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder={SEARCH_MESSAGES.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text);
          }}
          className={`${compactInputClass} max-w-full min-w-0 pl-8`}
        />
      </div>
    </Field>
  );
}

function OptionSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    // On a phone a long option shrinks the select instead of widening the page.
    <Field id={id} label={label} layout="inline" className="max-w-full min-w-0">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(compactInputClass, 'max-w-full min-w-0')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const CATEGORY_OPTIONS = [
  { value: '', label: SEARCH_MESSAGES.anyCategory },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** The selects after the search box, in their order on the page. */
const FILTERS: readonly {
  key: 'ocr' | 'category' | 'forSale' | 'hasPrice' | 'sort';
  label: string;
  options: readonly { value: string; label: string }[];
}[] = [
  { key: 'ocr', label: SEARCH_MESSAGES.ocrLabel, options: SEARCH_MESSAGES.ocrOptions },
  { key: 'category', label: SEARCH_MESSAGES.categoryFilterLabel, options: CATEGORY_OPTIONS },
  { key: 'forSale', label: SEARCH_MESSAGES.forSaleLabel, options: SEARCH_MESSAGES.forSaleOptions },
  { key: 'hasPrice', label: SEARCH_MESSAGES.priceLabel, options: SEARCH_MESSAGES.priceOptions },
  { key: 'sort', label: SEARCH_MESSAGES.sortLabel, options: SEARCH_MESSAGES.sortOptions },
];

/** Search, the status and sale filters and the sort; each change goes to the URL and back to page 1. */
export function CurationFilters({ query, onChange, onClear, canClear }: CurationFiltersProps) {
  return (
    // The dashboard's one search landmark; unlabelled, so no label of ours shadows SPEC's "Filter".
    <div role="search" data-testid="curation-filters" className="flex flex-wrap items-center gap-3">
      <SearchBox value={query.q} onSearch={(q) => onChange({ q })} />
      {FILTERS.map(({ key, label, options }) => (
        <OptionSelect
          key={key}
          label={label}
          value={query[key]}
          options={options}
          // Each filter's options are the values its query field takes.
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
      <Button size="sm" variant="ghost" disabled={!canClear} onClick={onClear}>
        {SEARCH_MESSAGES.clearFilters}
      </Button>
    </div>
  );
}
