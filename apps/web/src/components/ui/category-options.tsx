import { DASHBOARD_CATEGORIES, PUBLIC_CATEGORIES } from '@shop/contracts';

const GROUPS = [
  { label: 'Dashboard', categories: DASHBOARD_CATEGORIES },
  { label: 'Public pages', categories: PUBLIC_CATEGORIES },
] as const;

/** SPEC §3: the categories a curator can choose, the dashboard's first, as a select's options. */
export function CategoryOptions() {
  return GROUPS.map(({ label, categories }) => (
    <optgroup key={label} label={label}>
      {categories.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </optgroup>
  ));
}
