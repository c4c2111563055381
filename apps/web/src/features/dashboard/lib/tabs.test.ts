import { describe, expect, it } from 'vitest';
import { dashboardTabSearch } from './tabs';

describe('dashboardTabSearch', () => {
  it("opens a tab with its params; the default tab needs no 'tab' param", () => {
    expect(dashboardTabSearch('curation', { q: 'Neon Dreams 1' })).toBe('?tab=curation&q=Neon+Dreams+1');
    expect(dashboardTabSearch('upload')).toBe('');
    expect(dashboardTabSearch('orders')).toBe('?tab=orders');
  });
});
