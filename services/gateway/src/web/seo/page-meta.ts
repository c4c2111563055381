import {
  type Artwork,
  artworkPagePath,
  artworkPageTitle,
  artworkShortId,
  DEFAULT_PAGE_DESCRIPTION,
  endpointUrl,
  getPreviewFile,
  SHOP_PAGE_BY_PATH,
  shopPageAt,
  type ShopPagePath,
  shopPageTitle,
  SITE_NAME,
} from '@shop/contracts';

export { SITE_NAME };
const PREVIEW_WIDTH_FOR_CARDS = 1600;
const DESCRIPTION_MAX_LENGTH = 200;

/** What a page's head says about it. */
export interface PageMeta {
  /** The shop's name (og:site_name), the artist's once set. */
  siteName: string;
  title: string;
  description: string;
  /** Absolute; undefined on the 404 page. */
  canonicalUrl: string | undefined;
  indexable: boolean;
  /** Absolute URL of the picture shown when the link is shared. */
  image?: { url: string; alt: string } | undefined;
  openGraphType: 'website' | 'product';
  /** schema.org data (Product on artwork pages), written as JSON-LD. */
  structuredData?: Record<string, unknown> | undefined;
  /** Extra Open Graph properties (product:price:amount, ...). */
  extraProperties?: ReadonlyArray<readonly [string, string]>;
}

const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

/** A text written with the default name (a page's description), naming the shop's own instead. */
const withShopName = (text: string, shopName: string) => text.replaceAll(SITE_NAME, shopName);

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= DESCRIPTION_MAX_LENGTH
    ? oneLine
    : `${oneLine.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/** The shop page a path names ("/pricing/" too), or undefined. */
export function shopPageOf(path: string): ShopPagePath | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return shopPageAt(trimmed === '/index.html' ? '/' : trimmed)?.path;
}

export function shopPageMeta(path: ShopPagePath, baseUrl: string, shopName: string = SITE_NAME): PageMeta {
  const page = SHOP_PAGE_BY_PATH[path];
  return {
    siteName: shopName,
    title: shopPageTitle(page.title, shopName),
    description: withShopName(page.description, shopName),
    canonicalUrl: absolute(baseUrl, page.path),
    indexable: page.indexed,
    openGraphType: 'website',
  };
}

/** The 404 page's head (or, with another title, a page the gateway cannot describe now). */
export function notFoundMeta(title = 'Page not found', shopName: string = SITE_NAME): PageMeta {
  return {
    siteName: shopName,
    title: shopPageTitle(title, shopName),
    description: DEFAULT_PAGE_DESCRIPTION,
    canonicalUrl: undefined,
    indexable: false,
    openGraphType: 'website',
  };
}

/** A preview rendition as the catalog serves it (GET /api/files/:filename?w=), absolute. */
export function previewImageUrl(artwork: Pick<Artwork, 'filename'>, baseUrl: string): string {
  return absolute(baseUrl, endpointUrl(getPreviewFile, { filename: artwork.filename }, { w: PREVIEW_WIDTH_FOR_CARDS }));
}

/** An artwork page: its title, category, price and preview, and a schema.org Product. */
export function artworkPageMeta(artwork: Artwork, baseUrl: string, shopName: string = SITE_NAME): PageMeta {
  const canonicalUrl = absolute(baseUrl, artworkPagePath(artwork));
  const image = previewImageUrl(artwork, baseUrl);
  const priceText = artwork.price === null ? '' : ` $${artwork.price}.`;
  const description = shorten(
    artwork.description ?? `${artwork.title}: ${artwork.category} AI-generated art, a digital download.${priceText}`,
  );
  const onSale = artwork.isForSale && artwork.price !== null;
  const structuredData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: artwork.title,
    description,
    image: [image],
    sku: artworkShortId(artwork.id),
    category: artwork.category,
    url: canonicalUrl,
    ...(artwork.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: artwork.price,
            priceCurrency: 'USD',
            availability: onSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: canonicalUrl,
          },
        }),
  };
  return {
    siteName: shopName,
    title: artworkPageTitle(artwork, shopName),
    description,
    canonicalUrl,
    indexable: true,
    image: { url: image, alt: artwork.title },
    openGraphType: 'product',
    structuredData,
    extraProperties:
      artwork.price === null
        ? []
        : [
            ['product:price:amount', artwork.price],
            ['product:price:currency', 'USD'],
          ],
  };
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes, so no
 * title can close the block or open a comment; U+2028/2029 escaped for old parsers.
 */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The head tags of a page, every value escaped. */
export function renderHeadTags(meta: PageMeta): string {
  const tags: string[] = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  ];
  if (!meta.indexable) tags.push('<meta name="robots" content="noindex">');
  if (meta.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">`);
  const property = (name: string, content: string) =>
    tags.push(`<meta property="${name}" content="${escapeHtml(content)}">`);
  const named = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  property('og:site_name', meta.siteName);
  property('og:type', meta.openGraphType);
  property('og:title', meta.title);
  property('og:description', meta.description);
  if (meta.canonicalUrl) property('og:url', meta.canonicalUrl);
  if (meta.image) {
    property('og:image', meta.image.url);
    property('og:image:alt', meta.image.alt);
  }
  for (const [name, content] of meta.extraProperties ?? []) property(name, content);
  named('twitter:card', meta.image ? 'summary_large_image' : 'summary');
  named('twitter:title', meta.title);
  named('twitter:description', meta.description);
  if (meta.image) {
    named('twitter:image', meta.image.url);
    named('twitter:image:alt', meta.image.alt);
  }
  if (meta.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScriptBlock(meta.structuredData)}</script>`);
  }
  return tags.join('');
}

/** index.html without the title and description it was built with: each page writes its own. */
export function withoutStaticMeta(html: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
}
