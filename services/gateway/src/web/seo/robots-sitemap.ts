import { type Artwork, artworkPagePath, NOT_INDEXED_PAGE_PATHS, SHOP_PAGE_PATHS } from '@shop/contracts';

const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

/** robots.txt: the shop is open to crawlers; the curator's, buyers' and machine paths are not. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    'Disallow: /success',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /docs',
    'Disallow: /search',
    '',
    `Sitemap: ${absolute(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The indexable shop pages, then each approved artwork's page with its last change. */
export function sitemapXml(baseUrl: string, artworks: readonly Artwork[]): string {
  const pages = SHOP_PAGE_PATHS.filter((path) => !NOT_INDEXED_PAGE_PATHS.includes(path)).map(
    (path) => `<url><loc>${escapeXml(absolute(baseUrl, path))}</loc></url>`,
  );
  const works = artworks.map(
    (artwork) =>
      `<url><loc>${escapeXml(absolute(baseUrl, artworkPagePath(artwork)))}</loc>` +
      `<lastmod>${escapeXml(artwork.updatedAt)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...works,
    '</urlset>',
    '',
  ].join('\n');
}
