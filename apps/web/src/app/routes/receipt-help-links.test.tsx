import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutMessages } from '../../components/layouts/messages';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import ReceiptPage from './receipt';

describe('/success/receipt: the way back and the policies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the lost-links page and the five store policies', () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<ReceiptPage />, { path: '/success/receipt' });
    const help = within(screen.getByRole('navigation', { name: layoutMessages.helpNav }));
    expect(help.getByRole('link', { name: layoutMessages.lostLinks })).toHaveAttribute('href', '/download');
    expect(help.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/policies/refund-policy');
    expect(help.getByRole('link', { name: 'Licence' })).toHaveAttribute('href', '/policies/licence');
    expect(help.getByRole('link', { name: layoutMessages.library })).toHaveAttribute('href', '/library');
    expect(help.getAllByRole('link')).toHaveLength(7);
  });
});
