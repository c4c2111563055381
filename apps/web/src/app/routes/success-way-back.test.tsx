import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutMessages } from '../../components/layouts/messages';
import { jsonFetch, renderStorefront } from '../../testing/storefront';
import SuccessPage from './success';

describe('/success: the way back to lost links', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to the lost-links page, with or without an order', () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderStorefront(<SuccessPage />, { path: '/success' });
    expect(screen.getByRole('link', { name: layoutMessages.lostLinks })).toHaveAttribute('href', '/download');
  });
});
