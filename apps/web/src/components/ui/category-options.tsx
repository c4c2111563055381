import { DASHBOARD_CATEGORIES, shopCategories } from '@shop/contracts';
import { env } from '../../config/env';

/** A category no public page lists is marked where the curator picks one. */
export const notShownInShopLabel = (category: string) => `${category} (not shown in the shop)`;

/** The option groups' labels. */
export const CATEGORY_GROUP_LABELS = { shop: 'Shop pages', legacy: 'Not shown in the shop' } as const;

/**
 * The categories a curator can choose, as a select's options: the shop's own first (the
 * house category, then those with a page in SHOP_PAGES), under their own heading; then, marked, SPEC's
 * dashboard categories no page shows (Retired Works is the archive: the curator moves work there),
 * and an older name a work already carries (`current`), so editing it loses nothing. The duplicate
 * public names with no page of their own ("Abstract" beside "Abstract Art") are no longer offered.
 */
export function CategoryOptions({
  houseCategory = env.houseCategory,
  current,
}: {
  houseCategory?: string;
  current?: string;
}) {
  const categories = shopCategories(houseCategory);
  const unshown: string[] = DASHBOARD_CATEGORIES.filter((category) => !categories.includes(category));
  if (current !== undefined && current !== '' && !categories.includes(current) && !unshown.includes(current)) {
    unshown.push(current);
  }
  return (
    <>
      <optgroup label={CATEGORY_GROUP_LABELS.shop}>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </optgroup>
      {unshown.length === 0 ? null : (
        <optgroup label={CATEGORY_GROUP_LABELS.legacy}>
          {unshown.map((category) => (
            <option key={category} value={category}>
              {notShownInShopLabel(category)}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}
