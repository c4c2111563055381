// SPEC §2 expenses page and §9 figures.
export const expensesMessages = {
  title: 'Expenses & Transparency',
  intro:
    'Where the money goes: what it costs each month to run the gallery, what we are saving for, and how every sale is split.',
  monthlyHeading: 'Monthly Operating Costs',
  category: 'Category',
  cost: 'Monthly cost',
  monthlyTotal: 'Total per month',
  plansHeading: 'Future Investment Plans',
  raisedOf: (raised: string, target: string) => `${raised} raised of ${target}`,
  timeline: (when: string) => `Target: ${when}`,
  progressLabel: (title: string) => `${title} funding progress`,
  revenueHeading: 'Revenue Breakdown',
  revenueIntro: (price: string) => `What happens to a ${price} sale:`,
  providerFee: (rate: string) => `Payment provider fee (${rate} + fixed fee)`,
  netRevenue: 'Reaches the gallery',
  allocationHeading: 'Funds Allocation',
  allocation: { development: 'Development', operating: 'Operating costs', reserve: 'Reserve' },
} as const;
