import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUP_LABELS, CategoryOptions, notShownInShopLabel } from './category-options';

function optionLabels(houseCategory: string, current?: string): string[] {
  render(
    <select aria-label="Category" defaultValue="Sci-Fi">
      <CategoryOptions houseCategory={houseCategory} current={current} />
    </select>,
  );
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('CategoryOptions', () => {
  it('offers the shop’s own categories only, the house category first (issue #25)', () => {
    expect(optionLabels('Core Collection')).toEqual([
      'Core Collection',
      'Abstract Art',
      'Sci-Fi',
      'Algornation',
      'Miscellaneous',
    ]);
    expect(screen.getByRole('group', { name: CATEGORY_GROUP_LABELS.shop })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: CATEGORY_GROUP_LABELS.legacy })).toBeNull();
  });

  it('keeps a legacy name a work carries, marked and as its own value, so nothing is lost', () => {
    expect(optionLabels('Core Collection', 'Retired Works')).toEqual([
      'Core Collection',
      'Abstract Art',
      'Sci-Fi',
      'Algornation',
      'Miscellaneous',
      notShownInShopLabel('Retired Works'),
    ]);
    const legacy = screen.getByRole('group', { name: CATEGORY_GROUP_LABELS.legacy });
    expect(within(legacy).getByRole('option', { name: notShownInShopLabel('Retired Works') })).toHaveValue(
      'Retired Works',
    );
    expect(notShownInShopLabel('Retired Works')).toBe('Retired Works (not shown in the shop)');
  });

  it('adds nothing for a work already in a shop category', () => {
    expect(optionLabels('Core Collection', 'Sci-Fi')).toHaveLength(5);
  });

  it('follows the house category the home page shows', () => {
    const labels = optionLabels('Political Edge', 'Core Collection');
    expect(labels[0]).toBe('Political Edge');
    expect(labels).toContain(notShownInShopLabel('Core Collection'));
  });
});
