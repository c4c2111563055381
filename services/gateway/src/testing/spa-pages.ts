import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Artwork, DEFAULT_SHOP_IDENTITY } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { CatalogPages } from '../web/seo/catalog-pages.js';
import { registerSpa } from '../web/spa.plugin.js';

/** An approved work as the catalog's public view answers it ("Neon Koi", short id 3f2a9c1b7d4e). */
export function approvedArtwork(overrides: Partial<Artwork> = {}): Artwork {
  return {
    id: '3f2a9c1b-7d4e-4a11-8b22-0123456789ab',
    filename: '3f2a9c1b-7d4e-4a11-8b22-0123456789ab.png',
    originalName: 'koi.png',
    title: 'Neon Koi',
    category: 'Sci-Fi',
    price: '14.99',
    isForSale: true,
    status: 'approved',
    ocrStatus: 'processed',
    ocrText: '',
    ocrErrors: [],
    width: 2048,
    height: 1024,
    fileSize: 1000,
    mimeType: 'image/png',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    uploadedAt: '2026-11-20T10:00:00.000Z',
    description: null,
    compareAtPrice: null,
    strikethroughPrice: null,
    ...overrides,
  };
}

/**
 * The catalog's answers the page heads read, as an empty shop with the default identity gives
 * them; a test passes the answers it is about. Every other CatalogPages in the gateway's tests
 * asks the real catalog client (spa.plugin.test.ts).
 */
export function catalogPagesAnswering(answers: Partial<CatalogPages> = {}): CatalogPages {
  const empty = { items: [], total: 0, page: 1, limit: 24, nextCursor: null };
  return {
    artworkByShortId: () => Promise.resolve(undefined),
    approvedArtworks: () => Promise.resolve([]),
    homepageLayout: () => Promise.resolve({ template: 'modern-gallery', featuredIds: [] }),
    galleryFirstPage: () => Promise.resolve(empty),
    featuredArtworks: () => Promise.resolve(empty),
    previewVersion: () => Promise.resolve({ version: 'none' }),
    shopIdentity: () => Promise.resolve(DEFAULT_SHOP_IDENTITY),
    forget: () => undefined,
    ...answers,
  };
}

/**
 * The web app's build (an index.html in a folder of its own) served by the gateway's SPA plugin,
 * for the tests of one describe block: `serve` starts a gateway over the catalog given, closed
 * after each test; `dist` is the folder, removed after the block.
 */
export function spaOverBuild({ indexHtml, houseCategory }: { indexHtml: string; houseCategory: string }) {
  let dist = '';
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'spa-build-'));
    await writeFile(join(dist, 'index.html'), indexHtml);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  return {
    dist: () => dist,
    async serve(catalog: CatalogPages): Promise<FastifyInstance> {
      app = Fastify();
      await registerSpa(app, dist, { houseCategory, publicBaseUrl: 'https://shop.example', catalog });
      return app;
    },
  };
}
