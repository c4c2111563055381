import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DEFAULT_SHOP_IDENTITY,
  ERROR_CODES,
  getShopLogo,
  MESSAGES,
  SaveShopIdentityBodySchema,
  SHOP_LOGO_FILE_FIELD,
  SHOP_LOGO_MAX_BYTES,
  type SaveShopIdentityBody,
  type ShopIdentity,
} from '@shop/contracts';
import { BadRequest, NotFound, PayloadTooLarge, type Logger, type ObjectStorage } from '@shop/platform';
import { z } from 'zod';
import type { SettingsRepository } from '../settings/settings.repository.js';
import { inspectImage } from '../uploads/image-inspection.js';
import { receiveUpload, type MultipartPart } from '../uploads/multipart-upload.js';

const IDENTITY_KEY = 'shop_identity';

/** What the settings row holds: the identity, and where the logo is kept in object storage. */
const StoredIdentitySchema = SaveShopIdentityBodySchema.extend({
  logo: z.object({ key: z.string(), mimeType: z.string(), version: z.string() }).nullable(),
});
type StoredIdentity = z.infer<typeof StoredIdentitySchema>;

const DEFAULT_STORED: StoredIdentity = {
  shopName: DEFAULT_SHOP_IDENTITY.shopName,
  supportEmail: DEFAULT_SHOP_IDENTITY.supportEmail,
  logo: null,
};

/** The logo route with its version: a new logo is a new URL, so an e-mail's old link keeps its picture cached. */
const logoUrl = (version: string) => `${getShopLogo.path}?v=${version}`;

const toIdentity = ({ shopName, supportEmail, logo }: StoredIdentity): ShopIdentity => ({
  shopName,
  supportEmail,
  logoUrl: logo ? logoUrl(logo.version) : null,
});

export interface ShopLogoFile {
  body: Readable;
  contentType: string;
  cacheControl: string;
}

/**
 * Issue #25: the shop's name, logo and support address. The identity is one settings row; the logo
 * is kept in object storage under a key the server chooses (its content hash), beside the artworks.
 */
export function createShopIdentityService({
  settings,
  storage,
  uploadTmpDir,
  log,
}: {
  settings: SettingsRepository;
  storage: ObjectStorage;
  uploadTmpDir: string;
  log: Logger;
}) {
  async function stored(): Promise<StoredIdentity> {
    const parsed = StoredIdentitySchema.safeParse(await settings.get(IDENTITY_KEY));
    return parsed.success ? parsed.data : DEFAULT_STORED;
  }

  /** Saves `next`; the logo it replaced is removed from storage once nothing points at it. */
  async function put(next: StoredIdentity, before: StoredIdentity): Promise<ShopIdentity> {
    await settings.put(IDENTITY_KEY, next);
    const old = before.logo?.key;
    if (old && old !== next.logo?.key) {
      await storage
        .remove(old)
        .catch((error: unknown) => log.warn({ err: error, key: old }, 'old shop logo not removed'));
    }
    return toIdentity(next);
  }

  return {
    async get(): Promise<ShopIdentity> {
      return toIdentity(await stored());
    },

    async save(body: SaveShopIdentityBody): Promise<ShopIdentity> {
      const before = await stored();
      return put({ ...before, shopName: body.shopName, supportEmail: body.supportEmail }, before);
    },

    async uploadLogo(parts: AsyncIterable<MultipartPart>): Promise<ShopIdentity> {
      const received = await receiveUpload(parts, {
        tmpDir: uploadTmpDir,
        maxBytes: SHOP_LOGO_MAX_BYTES,
        fileField: SHOP_LOGO_FILE_FIELD,
      });
      try {
        const file = received.file;
        if (file?.isTooLarge) throw new PayloadTooLarge('The logo is larger than 2 MB.');
        if (!file?.path || file.sizeBytes === 0)
          throw new BadRequest(MESSAGES.uploadMissingFile, ERROR_CODES.missingFile);
        const image = await inspectImage(file.path);
        const version = createHash('sha256')
          .update(await readFile(file.path))
          .digest('hex')
          .slice(0, 16);
        const key = `shop/logo-${version}.${image.extension}`;
        await storage.put(key, createReadStream(file.path), image.mimeType, file.sizeBytes);
        const before = await stored();
        return await put({ ...before, logo: { key, mimeType: image.mimeType, version } }, before);
      } finally {
        await received.discard();
      }
    },

    async removeLogo(): Promise<ShopIdentity> {
      const before = await stored();
      return put({ ...before, logo: null }, before);
    },

    /** The logo's bytes; cached for a year when asked for by its current version. */
    async logo(version: string | undefined): Promise<ShopLogoFile> {
      const { logo } = await stored();
      if (!logo) throw new NotFound('The shop has no logo.');
      const body = await storage.get(logo.key);
      const cacheControl = version === logo.version ? 'public, max-age=31536000, immutable' : 'no-cache';
      return { body, contentType: logo.mimeType, cacheControl };
    },
  };
}

export type ShopIdentityService = ReturnType<typeof createShopIdentityService>;
