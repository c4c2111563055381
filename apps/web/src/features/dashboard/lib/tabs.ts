// SPEC §2's four tabs, then the Orders, Sales, Commissions and Promo codes tabs of issue #13, and
// issue #14's Inbox (contact messages).
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
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const TAB_PARAM = 'tab';
/** SPEC §2: Upload is the default tab. */
export const DEFAULT_TAB: DashboardTab = 'upload';

export function isDashboardTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}
