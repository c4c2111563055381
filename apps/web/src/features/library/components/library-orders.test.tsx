import type { Library } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStorefront } from '../../../testing/storefront';
import { LibraryOrders } from './library-orders';

const item = {
  grantId: 'g1',
  artworkId: 'a1',
  title: 'Neon Fox',
  fileName: 'neon-fox.png',
  expiresAt: '2099-01-01T00:00:00.000Z',
};
const library = (files: boolean): Library => ({
  email: 'grace@example.com',
  afterExpiry: 'renew',
  orders: [
    {
      id: 'abcdef12-0000-4000-8000-000000000001',
      createdAt: '2026-11-01T00:00:00.000Z',
      status: 'completed',
      totalCents: 999,
      canRenew: false,
      items: [
        {
          ...item,
          state: 'live',
          url: '/api/downloads/t',
          ...(files
            ? {
                files: [
                  {
                    id: 'f1',
                    label: 'Print instructions',
                    format: 'PDF',
                    width: null,
                    height: null,
                    sizeBytes: 42_000,
                    url: '/api/downloads/t/files/f1',
                  },
                ],
              }
            : {}),
        },
      ],
    },
  ],
});

describe("the library's items", () => {
  it("lists a live work's extra files with their own links, format and size", () => {
    renderStorefront(<LibraryOrders library={library(true)} />, { path: '/library' });
    const files = screen.getByTestId('library-extra-files');
    const link = within(files).getByRole('link', { name: 'Download Neon Fox — Print instructions' });
    expect(link).toHaveAttribute('href', '/api/downloads/t/files/f1');
    expect(files).toHaveTextContent('Print instructions (PDF · 42 KB)');
  });

  it('names the licence tier bought, with its text as sold', () => {
    const plain = library(false);
    const licence = { name: 'Commercial', text: 'Use in products you sell.' };
    const withLicence: Library = {
      ...plain,
      orders: plain.orders.map((order) => ({ ...order, items: order.items.map((one) => ({ ...one, licence })) })),
    };
    renderStorefront(<LibraryOrders library={withLicence} />, { path: '/library' });
    expect(screen.getByTestId('library-licence')).toHaveTextContent('Commercial licence');
    expect(screen.getByText('What the Commercial licence allows')).toBeInTheDocument();
    expect(screen.getByText('Use in products you sell.')).toBeInTheDocument();
  });

  it('lists none for a work without extra files', () => {
    renderStorefront(<LibraryOrders library={library(false)} />, { path: '/library' });
    expect(screen.queryByTestId('library-extra-files')).toBeNull();
    expect(screen.getByRole('link', { name: /Download Neon Fox/ })).toHaveAttribute('href', '/api/downloads/t');
  });
});
