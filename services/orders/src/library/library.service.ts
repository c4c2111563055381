import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  isId,
  LIBRARY_RENEWAL_VALID_MS,
  LIBRARY_SESSION_MAX_AGE_SECONDS,
  LIBRARY_SIGN_IN_VALID_MS,
  orderLineLicence,
  type Library,
  type LibraryAfterExpiry,
  type LibraryOrder,
  type LibrarySession,
  type LibrarySettings,
  type LibrarySignInJob,
  type InternalArtworkFile,
} from '@shop/contracts';
import { Conflict, Gone, NotFound, Unauthorized, type Logger } from '@shop/platform';
import type { ArtworkFilesSource } from '../clients/artwork-files-client.js';
import { downloadUrl } from '../downloads/download-tokens.js';
import { deliveredFiles, toDeliveredFile } from '../downloads/extra-files.js';
import type { WithTransaction } from '../repositories.js';
import { isRenewableStatus, type LibraryGrantRow, type LibraryRepository } from './library.repository.js';
import type { LibrarySessions } from './library-session.js';

export interface LibraryServiceDeps {
  library: LibraryRepository;
  withTransaction: WithTransaction;
  sessions: LibrarySessions;
  /** Queues the sign-in e-mail (notifications sends it). */
  mailSignIn: (job: LibrarySignInJob) => Promise<void>;
  log: Logger;
  publicBaseUrl: string;
  /** Download links are recomputed from it; it also keys the request table's address hash. */
  downloadTokenSecret: string;
  perAddressMax: number;
  windowMs: number;
  /** A library lists at most this many orders, newest first. */
  maxOrders?: number;
  /** The works' extra files, listed with each live item; unset, none. */
  artworkFiles?: ArtworkFilesSource;
}

export const LIBRARY_MESSAGES = {
  signedOut: 'Your library session has ended. Ask for a new sign-in link.',
  used: 'This sign-in link has already been used. Each link works once: ask for a new one below.',
  expired: 'This sign-in link has expired (links work for 30 minutes). Ask for a new one below.',
  unknown: 'This sign-in link is not valid. Ask for a new one below.',
  notYours: 'This order is not in your library.',
  noRenewals:
    'This shop does not give new links after the 30 days. Please write to us through the contact page and we will help.',
  notRenewable: 'This order was refunded or reversed, so it gets no new links.',
  nothingToRenew: 'This order has no expired links to renew.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const normalize = (email: string) => email.trim().toLowerCase();

/**
 * A buyer's library. The sign-in request does the same work for every address (a
 * request row, a link row, a queued e-mail): it never looks at orders, so neither its answer nor
 * its timing says who bought here. Only the page behind the link, which its mailbox's owner
 * opens, lists the orders (or says there are none).
 */
export function createLibraryService(deps: LibraryServiceDeps) {
  const { library, withTransaction, sessions, log } = deps;
  const hashOf = (email: string) =>
    createHmac('sha256', deps.downloadTokenSecret).update(`library:${email}`).digest('hex');
  const base = deps.publicBaseUrl.replace(/\/+$/, '');

  function toItem(
    grant: LibraryGrantRow,
    now: Date,
    files: readonly InternalArtworkFile[] | undefined,
  ): LibraryOrder['items'][number] {
    const state = grant.revoked_at ? 'revoked' : grant.expires_at > now ? 'live' : 'expired';
    const link = { publicBaseUrl: base, secret: deps.downloadTokenSecret, grantId: grant.id };
    const extras =
      state === 'live' && files
        ? deliveredFiles(files, { artworkId: grant.artwork_id, createdAt: grant.created_at }).map((file) =>
            toDeliveredFile(file, link),
          )
        : undefined;
    return {
      grantId: grant.id,
      artworkId: grant.artwork_id,
      title: grant.title ?? grant.original_name,
      fileName: grant.original_name,
      state,
      url: state === 'live' ? downloadUrl(base, deps.downloadTokenSecret, grant.id) : null,
      expiresAt: grant.expires_at.toISOString(),
      ...(extras ? { files: extras } : {}),
      ...orderLineLicence(grant),
    };
  }

  /** The extra files of these grants' works; undefined (none listed, logged) while the catalog cannot say. */
  async function extraFilesOf(grants: readonly LibraryGrantRow[]): Promise<InternalArtworkFile[] | undefined> {
    if (!deps.artworkFiles || grants.length === 0) return undefined;
    try {
      return await deps.artworkFiles.filesOf(
        grants.map((grant) => grant.artwork_id),
        'library',
      );
    } catch (error) {
      log.warn({ err: error }, 'catalog unavailable: the library lists no extra files');
      return undefined;
    }
  }

  async function ordersOf(email: string, afterExpiry: LibraryAfterExpiry, orderId?: string): Promise<LibraryOrder[]> {
    const orders = await library.ordersOf(email, deps.maxOrders ?? 200, orderId);
    const grants = await library.grantsOf(orders.map((order) => order.id));
    const files = await extraFilesOf(grants.filter((grant) => grant.revoked_at === null));
    const now = new Date();
    return orders.map((order) => {
      const items = grants.filter((grant) => grant.order_id === order.id).map((grant) => toItem(grant, now, files));
      return {
        id: order.id,
        createdAt: order.created_at.toISOString(),
        status: order.status,
        totalCents: order.total_cents,
        items,
        canRenew:
          afterExpiry === 'renew' && isRenewableStatus(order.status) && items.some((item) => item.state === 'expired'),
      };
    });
  }

  const emailOf = (sessionCookie: string | undefined): string => {
    const email = sessions.read(sessionCookie);
    if (email === undefined) throw new Unauthorized(LIBRARY_MESSAGES.signedOut);
    return email;
  };

  return {
    async requestSignIn(rawEmail: string): Promise<void> {
      const email = normalize(rawEmail);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LIBRARY_SIGN_IN_VALID_MS);
      const isLimited = await withTransaction(async (repositories) => {
        const requests = await repositories.library.recordRequest(hashOf(email), deps.windowMs);
        if (requests > deps.perAddressMax) return true;
        await repositories.library.storeLink({ tokenHash: hashToken(token), email, expiresAt });
        return false;
      });
      // Past the limit: the same answer, no e-mail (a mailbox is not flooded from this form).
      if (!isLimited) {
        await deps.mailSignIn({
          requestId: randomUUID(),
          email,
          url: `${base}/library#token=${token}`,
          expiresAt: expiresAt.toISOString(),
        });
      }
      // No address in the log.
      log.info({ limited: isLimited }, 'library sign-in link requested');
    },

    async open(token: string): Promise<{ session: LibrarySession; cookie: string; maxAgeSeconds: number }> {
      const spent = await library.spendLink(hashToken(token));
      if (spent.state !== 'spent') throw new Gone(LIBRARY_MESSAGES[spent.state]);
      const expiresAt = new Date(Date.now() + LIBRARY_SESSION_MAX_AGE_SECONDS * 1000);
      return {
        session: { email: spent.email, expiresAt: expiresAt.toISOString() },
        cookie: sessions.issue(spent.email, expiresAt),
        maxAgeSeconds: LIBRARY_SESSION_MAX_AGE_SECONDS,
      };
    },

    async list(sessionCookie: string | undefined): Promise<Library> {
      const email = emailOf(sessionCookie);
      const { afterExpiry } = await library.afterExpiry();
      return { email, afterExpiry, orders: await ordersOf(email, afterExpiry) };
    },

    async renew(sessionCookie: string | undefined, orderId: string): Promise<LibraryOrder> {
      const email = emailOf(sessionCookie);
      const [order] = isId(orderId) ? await library.ordersOf(email, 1, orderId) : [];
      if (!order) throw new NotFound(LIBRARY_MESSAGES.notYours);
      const { afterExpiry } = await library.afterExpiry();
      if (afterExpiry !== 'renew') throw new Conflict(LIBRARY_MESSAGES.noRenewals);
      if (!isRenewableStatus(order.status)) throw new Conflict(LIBRARY_MESSAGES.notRenewable);
      const renewed = await withTransaction((repositories) =>
        repositories.library.renewExpired(order.id, new Date(Date.now() + LIBRARY_RENEWAL_VALID_MS)),
      );
      if (renewed === 0) throw new Conflict(LIBRARY_MESSAGES.nothingToRenew);
      log.info({ orderId: order.id, renewed }, 'library links renewed');
      const [listed] = await ordersOf(email, afterExpiry, order.id);
      if (!listed) throw new NotFound(LIBRARY_MESSAGES.notYours);
      return listed;
    },

    policy: async () => ({ afterExpiry: (await library.afterExpiry()).afterExpiry }),

    async settings(): Promise<LibrarySettings> {
      const { afterExpiry, updatedAt } = await library.afterExpiry();
      return { afterExpiry, updatedAt: updatedAt?.toISOString() ?? null };
    },

    async saveSettings(afterExpiry: LibraryAfterExpiry): Promise<LibrarySettings> {
      const saved = await library.saveAfterExpiry(afterExpiry);
      return { afterExpiry: saved.afterExpiry, updatedAt: saved.updatedAt.toISOString() };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
