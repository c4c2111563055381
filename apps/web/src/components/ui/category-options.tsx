import { shopCategories } from '@shop/contracts';
import { env } from '../../config/env';

/** Issue #13: a category no public page lists is marked where the curator picks one. */
export const notShownInShopLabel = (category: string) => `${category} (not shown in the shop)`;

/** Issue #25: the option groups' labels. */
export const CATEGORY_GROUP_LABELS = { shop: 'Shop pages', legacy: 'Not shown in the shop' } as const;

/**
 * The categories a curator can choose, as a select's options (issue #25): the shop's own (the house
 * category, then those with a page in SHOP_PAGES) and nothing else, so every choice reaches a
 * shopper. A work that already carries an older name (`current`) keeps it as a marked option of its
 * own, so editing it loses nothing.
 */
export function CategoryOptions({
  houseCategory = env.houseCategory,
  current,
}: {
  houseCategory?: string;
  current?: string;
}) {
  const categories = shopCategories(houseCategory);
  const isLegacy = current !== undefined && current !== '' && !categories.includes(current);
  return (
    <>
      <optgroup label={CATEGORY_GROUP_LABELS.shop}>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </optgroup>
      {isLegacy ? (
        <optgroup label={CATEGORY_GROUP_LABELS.legacy}>
          <option value={current}>{notShownInShopLabel(current)}</option>
        </optgroup>
      ) : null}
    </>
  );
}
