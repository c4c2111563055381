import { previewUrlVersion } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the preview version the page was served with', () => {
  afterEach(() => {
    document.querySelector('meta[name="shop-preview-version"]')?.remove();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('names versioned image URLs from the first render, without asking for the version', async () => {
    const meta = document.createElement('meta');
    meta.name = 'shop-preview-version';
    meta.content = 'wm-7';
    document.head.append(meta);
    // The app reads the page's meta tags once, at start: a fresh start with the tag in place.
    vi.resetModules();
    const storefront = await import('../testing/storefront');
    const { HomeGallery } = await import('../features/gallery');
    const artwork = storefront.makeArtwork({ title: 'Salt Moon' });
    const fetchMock = vi.fn(storefront.jsonFetch({ 'GET /api/artworks': () => storefront.artworkPage([artwork]) }));
    vi.stubGlobal('fetch', fetchMock);

    storefront.renderStorefront(<HomeGallery category="Core Collection" />);
    const image = await screen.findByRole('img', { name: 'Salt Moon' });
    const v = previewUrlVersion(artwork.updatedAt, 'wm-7');
    expect(image.getAttribute('src')).toContain(`&v=${v}`);
    expect(image.getAttribute('srcset')).toContain(`?w=720&v=${v} 720w`);
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).not.toContain('/api/settings/preview-version');
  });
});
