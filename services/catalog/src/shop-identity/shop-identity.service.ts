import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DEFAULT_SHOP_IDENTITY,
  endpointUrl,
  ERROR_CODES,
  getShopLogo,
  MESSAGES,
  SaveShopIdentityBodySchema,
  SHOP_LOGO_FILE_FIELD,
  SHOP_LOGO_MAX_BYTES,
  SHOP_LOGO_MAX_PIXELS,
  SHOP_LOGO_MAX_SIDE,
  SHOP_LOGO_MIME_TYPE,
  type SaveShopIdentityBody,
  type ShopIdentity,
} from '@shop/contracts';
import {
  BadRequest,
  NotFound,
  PayloadTooLarge,
  UnsupportedMediaType,
  type Logger,
  type ObjectStorage,
} from '@shop/platform';
import sharp from 'sharp';
import { z } from 'zod';
import { settingsRecord } from '../settings/settings-record.js';
import type { SettingsRepository } from '../settings/settings.repository.js';
import { inspectImage } from '../uploads/image-inspection.js';
import { receiveUpload, type MultipartPart } from '../uploads/multipart-upload.js';

/** What the settings row holds: the identity, and where the logo is kept in object storage. */
const StoredIdentitySchema = SaveShopIdentityBodySchema.extend({
  logo: z.object({ key: z.string(), mimeType: z.string(), version: z.string() }).nullable(),
});
type StoredIdentity = z.infer<typeof StoredIdentitySchema>;
const identityRecord = (settings: SettingsRepository) =>
  settingsRecord(settings, 'shop_identity', StoredIdentitySchema);

const DEFAULT_STORED: StoredIdentity = {
  shopName: DEFAULT_SHOP_IDENTITY.shopName,
  supportEmail: DEFAULT_SHOP_IDENTITY.supportEmail,
  logo: null,
};

/**
 * The shop's name as stored, the default until the artist sets one: what the
 * watermark's default text says.
 */
export async function storedShopName(settings: SettingsRepository): Promise<string> {
  return ((await identityRecord(settings).read()) ?? DEFAULT_STORED).shopName;
}

/** The logo route with its version: a new logo is a new URL, so an e-mail's old link keeps its picture cached. */
const logoUrl = (version: string) => endpointUrl(getShopLogo, {}, { v: version });

const toIdentity = ({ shopName, supportEmail, logo }: StoredIdentity): ShopIdentity => ({
  shopName,
  supportEmail,
  logoUrl: logo ? logoUrl(logo.version) : null,
});

export const LOGO_TOO_MANY_PIXELS = `The logo has too many pixels: at most ${SHOP_LOGO_MAX_PIXELS / 1_000_000} megapixels (it is shown at most ${SHOP_LOGO_MAX_SIDE} pixels wide).`;

/**
 * The stored logo is made of the upload's pixels only, never its bytes. Whatever came
 * after the image (HTML, a ZIP archive: a polyglot), its metadata (EXIF, comments, profiles) and
 * any frame after the first are dropped; it is turned upright, shrunk to SHOP_LOGO_MAX_SIDE a side
 * and written as a PNG, which every mail program shows and keeps a transparent background.
 */
async function reencodeLogo(path: string): Promise<Buffer> {
  try {
    return await sharp(path, { limitInputPixels: SHOP_LOGO_MAX_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize(SHOP_LOGO_MAX_SIDE, SHOP_LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new UnsupportedMediaType('The file looks like an image but could not be read. Is it damaged?');
  }
}

export interface ShopLogoFile {
  body: Readable;
  contentType: string;
  cacheControl: string;
}

/**
 * The shop's name, logo and support address. The identity is one settings row; the logo
 * is kept in object storage under a key the server chooses (its content hash), beside the artworks,
 * re-encoded.
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
  const record = identityRecord(settings);
  const stored = async (): Promise<StoredIdentity> => (await record.read()) ?? DEFAULT_STORED;

  /** Saves `next`; the logo it replaced is removed from storage once nothing points at it. */
  async function put(next: StoredIdentity, before: StoredIdentity): Promise<ShopIdentity> {
    await record.write(next);
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
        // Refuses what is not an accepted image, or has more pixels than a logo may, before decoding.
        await inspectImage(file.path, { maxPixels: SHOP_LOGO_MAX_PIXELS, message: LOGO_TOO_MANY_PIXELS });
        const png = await reencodeLogo(file.path);
        const version = createHash('sha256').update(png).digest('hex').slice(0, 16);
        const key = `shop/logo-${version}.png`;
        await storage.put(key, png, SHOP_LOGO_MIME_TYPE, png.length);
        const before = await stored();
        return await put({ ...before, logo: { key, mimeType: SHOP_LOGO_MIME_TYPE, version } }, before);
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
