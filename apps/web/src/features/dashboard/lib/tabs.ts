// SPEC §2's four tabs, then the Orders, Sales, Commissions and Promo codes tabs, and
// Inbox (contact messages), then Settings (the shop's settings, once under Preview).
export const DASHBOARD_TABS = [
  'upload',
  'curation',
  'galleries',
  'preview',
  'orders',
  'sales',
  'commissions',
  'promo-codes',
  'inbox',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const TAB_PARAM = 'tab';
/** SPEC §2: Upload is the default tab. */
export const DEFAULT_TAB: DashboardTab = 'upload';

export function isDashboardTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

/**
 * The dashboard's search string that opens `tab` with `params` beside it (e.g. the
 * Curation tab's `q`), for a link from one tab to another.
 */
export function dashboardTabSearch(tab: DashboardTab, params: Record<string, string> = {}): string {
  const search = new URLSearchParams(tab === DEFAULT_TAB ? {} : { [TAB_PARAM]: tab });
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
