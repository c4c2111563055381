import { DASHBOARD_CATEGORIES, isShownInShop, PUBLIC_CATEGORIES } from '@shop/contracts';
import { env } from '../../config/env';

const GROUPS = [
  { label: 'Dashboard', categories: DASHBOARD_CATEGORIES },
  { label: 'Public pages', categories: PUBLIC_CATEGORIES },
] as const;

/** Issue #13: a category no public page lists is marked where the curator picks one. */
export const notShownInShopLabel = (category: string) => `${category} (not shown in the shop)`;

/**
 * SPEC §3: the categories a curator can choose, the dashboard's first, as a select's options.
 * Which ones a shopper can reach follows the contracts' page list and the house category.
 */
export function CategoryOptions({ houseCategory = env.houseCategory }: { houseCategory?: string }) {
  return GROUPS.map(({ label, categories }) => (
    <optgroup key={label} label={label}>
      {categories.map((category) => (
        <option key={category} value={category}>
          {isShownInShop(category, houseCategory) ? category : notShownInShopLabel(category)}
        </option>
      ))}
    </optgroup>
  ));
}
