import {
  type Artwork,
  artworkPagePath,
  artworkShortId,
  NOT_INDEXED_PAGE_PATHS,
  SHOP_PAGE_PATHS,
} from '@shop/contracts';

/** The shop's name, as index.html's own title says it. */
export const SITE_NAME = 'Algorithmic Art Gallery';
const DEFAULT_DESCRIPTION = 'Premium AI-generated artwork as digital downloads: curated, OCR-verified.';
const PREVIEW_WIDTH_FOR_CARDS = 1600;
const DESCRIPTION_MAX_LENGTH = 200;

type ShopPagePath = (typeof SHOP_PAGE_PATHS)[number];

/** Each page's own title and description (issue #15); the title gets " | <shop>" appended. */
const PAGES: Record<ShopPagePath, { title: string; description: string }> = {
  '/': { title: SITE_NAME, description: DEFAULT_DESCRIPTION },
  '/abstract-art': {
    title: 'Abstract Art',
    description: 'Abstract AI-generated artwork: colour, form and texture, each a high-resolution digital download.',
  },
  '/sci-fi': {
    title: 'Sci-Fi',
    description: 'Futuristic AI-generated masterpieces: cities, machines and far worlds as digital downloads.',
  },
  '/algornation': {
    title: 'Algornation',
    description: 'Algornation: AI-generated art on civic governance and the algorithmic nation, as digital downloads.',
  },
  '/miscellaneous': {
    title: 'Miscellaneous',
    description: 'Unique AI-generated pieces that fit no other gallery, each a digital download at $14.99.',
  },
  '/contact': { title: 'Contact', description: `Questions, commissions or support: write to ${SITE_NAME}.` },
  '/welcome-generator': {
    title: 'Welcome Message Generator',
    description: 'Write a welcome message for your community in a few clicks.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Prices and bundles of AI-generated art downloads, the early-access free-sample programme and promo codes.',
  },
  '/expenses': {
    title: 'Expenses',
    description: `Where the money goes: the running costs of ${SITE_NAME}, in the open.`,
  },
  '/custom-logos': { title: 'Custom Logos', description: 'Custom AI-generated logos, made to your brief.' },
  '/download': {
    title: 'Download',
    description: 'How downloads work: links come with your order confirmation and by e-mail, valid for 30 days.',
  },
  '/checkout': { title: 'Checkout', description: DEFAULT_DESCRIPTION },
  '/checkout-with-tax': { title: 'Checkout', description: DEFAULT_DESCRIPTION },
  '/success': { title: 'Thank you', description: DEFAULT_DESCRIPTION },
  '/success/receipt': { title: 'Receipt', description: DEFAULT_DESCRIPTION },
  '/dashboard': { title: 'Dashboard', description: DEFAULT_DESCRIPTION },
  '/search': { title: 'Search', description: `Search the AI-generated artwork of ${SITE_NAME}.` },
};

/** What a page's head says about it. */
export interface PageMeta {
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

function fullTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= DESCRIPTION_MAX_LENGTH
    ? oneLine
    : `${oneLine.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/** The shop page a path names ("/pricing/" too), or undefined. */
export function shopPageOf(path: string): ShopPagePath | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const normalized = trimmed === '/index.html' ? '/' : trimmed;
  return (SHOP_PAGE_PATHS as readonly string[]).includes(normalized) ? (normalized as ShopPagePath) : undefined;
}

export function shopPageMeta(page: ShopPagePath, baseUrl: string): PageMeta {
  const { title, description } = PAGES[page];
  return {
    title: fullTitle(title),
    description,
    canonicalUrl: absolute(baseUrl, page),
    indexable: !NOT_INDEXED_PAGE_PATHS.includes(page),
    openGraphType: 'website',
  };
}

/** The 404 page's head (or, with another title, a page the gateway cannot describe now). */
export function notFoundMeta(title = 'Page not found'): PageMeta {
  return {
    title: fullTitle(title),
    description: DEFAULT_DESCRIPTION,
    canonicalUrl: undefined,
    indexable: false,
    openGraphType: 'website',
  };
}

/** A preview rendition as the catalog serves it (GET /api/files/:filename?w=), absolute. */
export function previewImageUrl(artwork: Pick<Artwork, 'filename'>, baseUrl: string): string {
  return absolute(baseUrl, `/api/files/${encodeURIComponent(artwork.filename)}?w=${PREVIEW_WIDTH_FOR_CARDS}`);
}

/** An artwork page: its title, category, price and preview, and a schema.org Product. */
export function artworkPageMeta(artwork: Artwork, baseUrl: string): PageMeta {
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
    title: fullTitle(`${artwork.title} — ${artwork.category}`),
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
  property('og:site_name', SITE_NAME);
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
