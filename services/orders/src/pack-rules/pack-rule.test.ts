import { describe, expect, it } from 'vitest';
import { categoriesUnderRule, NO_PACK_RULE, packRuleRefusal } from './pack-rule.js';

const work = (overrides: Partial<{ title: string; category: string; priceCents: number | null }> = {}) => ({
  title: 'Dune',
  category: 'Sci-Fi',
  priceCents: 2999,
  ...overrides,
});

describe('categoriesUnderRule', () => {
  const shop = ['Abstract Art', 'Sci-Fi', 'Miscellaneous'];

  it('lists the collection’s categories the rule takes, in the collection’s order', () => {
    expect(categoriesUnderRule(shop, NO_PACK_RULE)).toEqual(shop);
    expect(categoriesUnderRule(shop, { categories: ['Miscellaneous', 'Abstract Art'], maxPriceCents: null })).toEqual([
      'Abstract Art',
      'Miscellaneous',
    ]);
  });

  it('leaves out Miscellaneous when its fixed $14.99 is above the ceiling', () => {
    expect(categoriesUnderRule(shop, { categories: null, maxPriceCents: 1498 })).toEqual(['Abstract Art', 'Sci-Fi']);
    expect(categoriesUnderRule(shop, { categories: null, maxPriceCents: 1499 })).toEqual(shop);
  });
});

describe('packRuleRefusal', () => {
  it('takes any work of the collection without a rule', () => {
    expect(packRuleRefusal(NO_PACK_RULE, 'Smart Bundle', work())).toBeUndefined();
  });

  it('refuses a work of a category the pack does not take, naming the ones it does', () => {
    expect(
      packRuleRefusal({ categories: ['Abstract Art', 'Algornation'], maxPriceCents: null }, 'Smart Bundle', work()),
    ).toBe('"Dune" is in Sci-Fi, and the Smart Bundle takes only Abstract Art, Algornation: nothing was added.');
  });

  it('refuses a work dearer than the ceiling, and takes one priced at it', () => {
    const rule = { categories: null, maxPriceCents: 1999 };
    expect(packRuleRefusal(rule, 'Abstract 3-Pack', work())).toBe(
      '"Dune" costs $29.99, more than the $19.99 the Abstract 3-Pack takes at most: nothing was added.',
    );
    expect(packRuleRefusal(rule, 'Abstract 3-Pack', work({ priceCents: 1999 }))).toBeUndefined();
  });

  it('prices Miscellaneous at its fixed $14.99, whatever the work says', () => {
    const rule = { categories: null, maxPriceCents: 1000 };
    expect(packRuleRefusal(rule, 'Smart Bundle', work({ category: 'Miscellaneous', priceCents: null }))).toContain(
      'costs $14.99',
    );
  });
});
