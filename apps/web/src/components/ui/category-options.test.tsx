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

const SHOP = ['Core Collection', 'Abstract Art', 'Sci-Fi', 'Algornation', 'Miscellaneous'];
const UNSHOWN_DASHBOARD = ['Political Edge', 'Abstracts & Experiments', 'Retired Works'].map(notShownInShopLabel);

describe('CategoryOptions', () => {
  it('offers the shop’s own categories first, then SPEC’s dashboard categories marked, and no duplicate names', () => {
    expect(optionLabels('Core Collection')).toEqual([...SHOP, ...UNSHOWN_DASHBOARD]);
    const shop = screen.getByRole('group', { name: CATEGORY_GROUP_LABELS.shop });
    expect(
      within(shop)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SHOP);
    // Retired Works is the archive: the curator can still move a work there.
    const unshown = screen.getByRole('group', { name: CATEGORY_GROUP_LABELS.legacy });
    expect(within(unshown).getByRole('option', { name: notShownInShopLabel('Retired Works') })).toHaveValue(
      'Retired Works',
    );
    expect(screen.queryByRole('option', { name: /^Abstract( \(|$)/ })).toBeNull();
  });

  it('keeps an older name a work carries, marked and as its own value, so nothing is lost', () => {
    expect(optionLabels('Core Collection', 'Abstract')).toEqual([
      ...SHOP,
      ...UNSHOWN_DASHBOARD,
      notShownInShopLabel('Abstract'),
    ]);
    expect(screen.getByRole('option', { name: notShownInShopLabel('Abstract') })).toHaveValue('Abstract');
    expect(notShownInShopLabel('Retired Works')).toBe('Retired Works (not shown in the shop)');
  });

  it('adds nothing for a work already in a shop category', () => {
    expect(optionLabels('Core Collection', 'Sci-Fi')).toHaveLength(8);
  });

  it('adds nothing for a work already in a dashboard category', () => {
    expect(optionLabels('Core Collection', 'Retired Works')).toHaveLength(8);
  });

  it('follows the house category the home page shows', () => {
    const labels = optionLabels('Political Edge', 'Core Collection');
    expect(labels[0]).toBe('Political Edge');
    expect(labels).toContain(notShownInShopLabel('Core Collection'));
    expect(labels).not.toContain(notShownInShopLabel('Political Edge'));
  });
});
