import { describe, expect, it } from 'vitest';
import { grantFileName, grantTitle } from './grant-file-name.js';

describe('grantFileName', () => {
  const grant = { storage_key: 'originals/abc.png', original_name: 'summer-sale-fixed.png', mime_type: 'image/png' };

  it("names an artwork after its title, never the artist's working file", () => {
    expect(grantFileName({ ...grant, title: null }, 'Golden Harbor Night')).toBe('golden-harbor-night.png');
    expect(grantFileName({ ...grant, title: 'Picked Dawn' }, undefined)).toBe('picked-dawn.png');
    expect(grantTitle({ ...grant, title: null }, 'Golden Harbor Night')).toBe('Golden Harbor Night');
  });

  it('keeps the name of a commission file, which is already cut to its real type', () => {
    const file = { storage_key: 'commissions/x/logo.svg', original_name: 'logo-final.png', mime_type: 'image/png' };
    expect(grantFileName({ ...file, title: null }, 'Custom Logo')).toBe('logo-final.png');
    expect(grantTitle({ ...file, title: null }, 'Custom Logo')).toBeUndefined();
  });
});
