// A stand-in for the catalog's internal lookup, built from the contract schemas, so the services
// that call it (payments, orders) are tested and benched without running the catalog.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  ArtworkLookupResponseSchema,
  DEFAULT_SHOP_IDENTITY,
  EMPTY_SELLER_DETAILS,
  getSellerDetails,
  getShopIdentity,
  INTERNAL_HEADERS,
  lookupArtworkFiles,
  lookupArtworks,
  type InternalArtwork,
  type InternalArtworkFile,
  type InternalLicenceTier,
  type SellerDetails,
  type ShopIdentity,
} from '@shop/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

export interface FakeCatalog {
  url: string;
  artworks: Map<string, InternalArtwork>;
  /** Every lookup received, with the request id it carried. */
  lookups: { ids: string[]; requestId: string | undefined }[];
  /** The works' extra files the files lookup answers (none until a test pushes some). */
  files: InternalArtworkFile[];
  add(overrides?: Partial<InternalArtwork>): InternalArtwork;
  /** What `GET /api/shop-identity/seller` answers from now on (none set until then). */
  setSeller(seller: SellerDetails): void;
  /** What `GET /api/shop-identity` answers from now on (the default name until then). */
  setShopIdentity(identity: ShopIdentity): void;
  /** How many times `GET /api/shop-identity` was asked. */
  identityCalls(): number;
  /** The licence tiers a lookup `withLicences` answers from now on (none until then). */
  setLicences(tiers: InternalLicenceTier[]): void;
  /** Answer the next lookups with this HTTP status instead. */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

/**
 * `onChange` is called after every change of what the fake answers (an artwork added or set, the
 * seller, the identity, the licences), as the real catalog announces a new public generation after
 * its writes: a service that keeps the catalog's answers per generation is told through it.
 */
export async function startFakeCatalog(
  internalToken: string,
  { onChange }: { onChange?: () => void } = {},
): Promise<FakeCatalog> {
  const changed = () => onChange?.();
  const artworks = new (class extends Map<string, InternalArtwork> {
    override set(id: string, artwork: InternalArtwork) {
      super.set(id, artwork);
      changed();
      return this;
    }
    override delete(id: string) {
      const had = super.delete(id);
      changed();
      return had;
    }
  })();
  const lookups: FakeCatalog['lookups'] = [];
  // A pushed file is announced, as the real catalog's attaching of a file is.
  const files = new (class extends Array<InternalArtworkFile> {
    static override get [Symbol.species]() {
      return Array;
    }
    override push(...added: InternalArtworkFile[]) {
      const length = super.push(...added);
      changed();
      return length;
    }
  })();
  let failure: number | undefined;
  let seller: SellerDetails = EMPTY_SELLER_DETAILS;
  let shopIdentity: ShopIdentity = DEFAULT_SHOP_IDENTITY;
  let identityCalls = 0;
  let licences: InternalLicenceTier[] = [];
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.route({
    method: lookupArtworks.method,
    url: lookupArtworks.path,
    schema: { body: lookupArtworks.body },
    handler: async (request, reply) => {
      if (request.headers[INTERNAL_HEADERS.token] !== internalToken) return reply.code(401).send({ artworks: [] });
      const requestId = request.headers[INTERNAL_HEADERS.requestId];
      lookups.push({ ids: request.body.ids, requestId: typeof requestId === 'string' ? requestId : undefined });
      if (failure !== undefined) return reply.code(failure).send({ artworks: [] });
      return ArtworkLookupResponseSchema.parse({
        artworks: request.body.ids.flatMap((id) => artworks.get(id) ?? []),
        ...(request.body.withLicences ? { licences } : {}),
      });
    },
  });
  // The works' extra files: none unless a test adds some to `files`.
  app.route({
    method: lookupArtworkFiles.method,
    url: lookupArtworkFiles.path,
    schema: { body: lookupArtworkFiles.body },
    handler: async (request, reply) => {
      if (request.headers[INTERNAL_HEADERS.token] !== internalToken) return reply.code(401).send({ files: [] });
      if (failure !== undefined) return reply.code(failure).send({ files: [] });
      return { files: files.filter((file) => request.body.ids.includes(file.artworkId)) };
    },
  });
  app.route({
    method: getSellerDetails.method,
    url: getSellerDetails.path,
    handler: async () => seller,
  });
  app.route({
    method: getShopIdentity.method,
    url: getShopIdentity.path,
    handler: async () => {
      identityCalls += 1;
      return shopIdentity;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    artworks,
    files,
    lookups,
    add(overrides = {}) {
      const id = overrides.id ?? randomUUID();
      const artwork: InternalArtwork = {
        id,
        title: `Artwork ${id.slice(0, 8)}`,
        category: 'Core Collection',
        status: 'approved',
        isForSale: true,
        priceCents: 1999,
        storageKey: `originals/${id}.png`,
        originalName: `${id}.png`,
        mimeType: 'image/png',
        fileSize: 1024,
        ...overrides,
      };
      artworks.set(id, artwork);
      return artwork;
    },
    failWith(status) {
      failure = status;
    },
    setLicences(next) {
      licences = next;
      changed();
    },
    setSeller(next) {
      seller = next;
      changed();
    },
    setShopIdentity(next) {
      shopIdentity = next;
      changed();
    },
    identityCalls: () => identityCalls,
    close: () => app.close(),
  };
}
