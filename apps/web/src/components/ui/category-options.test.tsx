import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryOptions, notShownInShopLabel } from './category-options';

function optionLabels(houseCategory: string): string[] {
  render(
    <select aria-label="Category" defaultValue="Sci-Fi">
      <CategoryOptions houseCategory={houseCategory} />
    </select>,
  );
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('CategoryOptions', () => {
  it('marks the categories no public page shows', () => {
    expect(optionLabels('Core Collection')).toEqual([
      'Core Collection',
      notShownInShopLabel('Political Edge'),
      notShownInShopLabel('Abstracts & Experiments'),
      notShownInShopLabel('Retired Works'),
      'Abstract Art',
      notShownInShopLabel('Abstract'),
      'Sci-Fi',
      'Algornation',
      'Miscellaneous',
    ]);
    expect(notShownInShopLabel('Retired Works')).toBe('Retired Works (not shown in the shop)');
  });

  it('follows the house category the home page shows', () => {
    const labels = optionLabels('Political Edge');
    expect(labels).toContain('Political Edge');
    expect(labels).toContain(notShownInShopLabel('Core Collection'));
  });

  it('keeps the category itself as the value', () => {
    optionLabels('Core Collection');
    expect(screen.getByRole('option', { name: notShownInShopLabel('Retired Works') })).toHaveValue('Retired Works');
  });
});
