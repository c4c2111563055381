import { randomUUID } from 'node:crypto';
import {
  DOWNLOAD_LINK_VALID_MS,
  ERROR_CODES,
  formatCents,
  isId,
  isPickable,
  PACK_COLLECTION_LABELS,
  packCollectionCategories,
  packCreditsOf,
  type InternalArtwork,
  type OrderPicks,
  type PackCollection,
  type PackLinePicks,
  type PickResult,
  type PickedWork,
} from '@shop/contracts';
import type { CatalogClient } from '@shop/catalog-client';
import { BadRequest, Conflict, NotFound, type Logger } from '@shop/platform';
import type { WithTransaction } from '../repositories.js';
import { downloadToken, hashDownloadToken } from '../downloads/download-tokens.js';
import type { OrderRepository } from '../orders/orders.repository.js';
import {
  categoriesUnderRule,
  NO_PACK_RULE,
  packRuleRefusal,
  toPackRule,
  type PackRule,
} from '../pack-rules/pack-rule.js';
import type { PackRuleRepository } from '../pack-rules/pack-rules.repository.js';
import { allocatePicks } from './allocate-picks.js';
import { noFittingPackRefusal, pickResultMessage, picksLeftRefusal } from './pick-messages.js';
import {
  creditsLeftOf,
  isOpenForPicks,
  type NewPickGrant,
  type PackLineRow,
  type PickRepository,
} from './picks.repository.js';

export interface PickServiceDeps {
  picks: PickRepository;
  orders: OrderRepository;
  /** The artist's rule per pack, applied to every pick. */
  packRules: PackRuleRepository;
  withTransaction: WithTransaction;
  catalog: CatalogClient;
  /** The order's download links, as GET /api/orders/:id shows them. */
  links: (orderId: string) => Promise<string[]>;
  log: Logger;
  houseCategory: string;
  downloadTokenSecret: string;
  now?: () => Date;
}

function collectionOf(line: PackLineRow): PackCollection {
  // Every line with credits was given them by packCreditsOf, so its package has a rule.
  return packCreditsOf(line.artwork_id, line.quantity)?.collection ?? 'abstract-art';
}

/** Why a work cannot be picked for any of these collections, in the buyer's words. */
function notPickableMessage(work: InternalArtwork, collections: readonly PackCollection[], house: string): string {
  const inCollection = collections.some((collection) =>
    isPickable(collection, { ...work, status: 'approved', isForSale: true, priceCents: 1 }, house),
  );
  const names = collections.map((collection) => PACK_COLLECTION_LABELS[collection]).join(' or ');
  return inCollection
    ? `"${work.title}" is not for sale right now, so a pack cannot include it.`
    : `"${work.title}" is not in ${names}, so this order's pack cannot include it.`;
}

/** A paid pack's credits, spent by picking works; each pick is a 30-day download grant. */
export function createPickService(deps: PickServiceDeps) {
  const { picks, orders, withTransaction, catalog, log, houseCategory } = deps;
  const now = deps.now ?? (() => new Date());

  async function findOrder(orderId: string) {
    const row = isId(orderId) ? await orders.findById(orderId) : undefined;
    if (!row) throw new NotFound('Order not found.');
    return row;
  }

  async function picksOf(orderId: string): Promise<OrderPicks> {
    const [lines, picked] = await Promise.all([picks.listPackLines(orderId), picks.listPicks(orderId)]);
    const rules = await rulesOf(lines);
    const packs = lines.map((line): PackLinePicks => {
      const collection = collectionOf(line);
      const rule = rules.get(line.id) ?? NO_PACK_RULE;
      return {
        lineId: line.id,
        packageId: line.artwork_id,
        title: line.title,
        quantity: line.quantity,
        collection,
        collectionLabel: PACK_COLLECTION_LABELS[collection],
        categories: categoriesUnderRule(packCollectionCategories(collection, houseCategory), rule),
        maxPrice: rule.maxPriceCents === null ? null : formatCents(rule.maxPriceCents),
        total: line.credits,
        used: line.credits_used,
        remaining: creditsLeftOf(line),
        picked: picked
          .filter((pick) => pick.order_line_id === line.id)
          .map((pick) => ({ artworkId: pick.artwork_id, title: pick.title })),
      };
    });
    return { orderId, remaining: packs.reduce((sum, pack) => sum + pack.remaining, 0), packs };
  }

  /** Each pack line's rule: the artist's for its pack, or the default (up to its price per pick). */
  async function rulesOf(lines: readonly PackLineRow[]): Promise<Map<string, PackRule>> {
    const rows = await deps.packRules.findByPackageIds([...new Set(lines.map((line) => line.artwork_id))]);
    return new Map(lines.map((line) => [line.id, toPackRule(rows.get(line.artwork_id), line.artwork_id)]));
  }

  /**
   * The catalog's view of each chosen work and the pack lines that may take it (its collection and
   * the pack's rule); a 400 naming the first that no pack of the order can take.
   */
  async function lookUpChoices(
    artworkIds: readonly string[],
    lines: readonly PackLineRow[],
    requestId: string,
  ): Promise<Map<string, { work: InternalArtwork; lineIds: string[] }>> {
    const collections = [...new Set(lines.map(collectionOf))];
    const rules = await rulesOf(lines);
    const malformed = artworkIds.find((id) => !isId(id));
    if (malformed !== undefined)
      throw new BadRequest(`There is no artwork "${malformed}" in the shop.`, ERROR_CODES.notPickable);
    const found = new Map((await catalog.lookup(artworkIds, requestId)).map((work) => [work.id, work]));
    const choices = new Map<string, { work: InternalArtwork; lineIds: string[] }>();
    for (const id of artworkIds) {
      const work = found.get(id);
      if (!work) throw new BadRequest(`There is no artwork "${id}" in the shop.`, ERROR_CODES.notPickable);
      const inCollection = lines.filter((line) => isPickable(collectionOf(line), work, houseCategory));
      if (inCollection.length === 0)
        throw new BadRequest(notPickableMessage(work, collections, houseCategory), ERROR_CODES.notPickable);
      const refusals = inCollection.map((line) =>
        packRuleRefusal(rules.get(line.id) ?? NO_PACK_RULE, line.title, work),
      );
      const fits = inCollection.filter((_line, index) => refusals[index] === undefined);
      const [refusal] = refusals;
      if (fits.length === 0 && refusal !== undefined) throw new BadRequest(refusal, ERROR_CODES.notPickable);
      choices.set(id, { work, lineIds: fits.map((line) => line.id) });
    }
    return choices;
  }

  function newGrant(orderLineId: string, work: InternalArtwork, expiresAt: Date): NewPickGrant {
    const id = randomUUID();
    return {
      id,
      orderLineId,
      artworkId: work.id,
      title: work.title,
      tokenHash: hashDownloadToken(downloadToken(deps.downloadTokenSecret, id)),
      storageKey: work.storageKey,
      originalName: work.originalName,
      mimeType: work.mimeType,
      expiresAt,
    };
  }

  return {
    async get(orderId: string): Promise<OrderPicks> {
      const order = await findOrder(orderId);
      return picksOf(order.id);
    },

    /**
     * Turns picks into grants. The catalog is asked first (outside the transaction); then the
     * order's pack lines are locked, so parallel requests spend each credit once: the second one
     * waits, then sees the first one's grants and spent credits.
     */
    async pick(orderId: string, artworkIds: readonly string[], ctx: { requestId: string }): Promise<PickResult> {
      const order = await findOrder(orderId);
      if (!isOpenForPicks(order.status))
        throw new Conflict('This order was refunded, so its packs can no longer be picked from.');
      const lines = await picks.listPackLines(order.id);
      if (lines.length === 0) throw new Conflict('This order has no pack to pick artworks for.');
      // A refunded pack line's unspent credits are gone with it.
      if (lines.every((line) => line.refunded_at !== null))
        throw new Conflict("This order's packs were refunded, so they can no longer be picked from.");
      const chosen = [...new Set(artworkIds)];
      const choices = await lookUpChoices(chosen, lines, ctx.requestId);

      const outcome = await withTransaction(async (trx) => {
        const locked = await trx.picks.lockPackLines(order.id);
        const owned = await trx.picks.grantedArtworkIds(order.id);
        const fresh = chosen.filter((id) => !owned.has(id));
        const alreadyOwned = chosen.filter((id) => owned.has(id));
        const credits = locked.map((line) => ({
          id: line.id,
          collection: collectionOf(line),
          remaining: line.credits - line.credits_used,
        }));
        const remaining = credits.reduce((sum, line) => sum + line.remaining, 0);
        if (fresh.length > remaining)
          throw new Conflict(picksLeftRefusal(remaining, locked.length, fresh.length), ERROR_CODES.packCreditsUsedUp);
        const placement = allocatePicks(
          credits,
          fresh.map((id) => ({ artworkId: id, lineIds: choices.get(id)?.lineIds ?? [] })),
        );
        if (!placement) {
          const title = choices.get(fresh[0] ?? '')?.work.title ?? 'A chosen work';
          throw new Conflict(noFittingPackRefusal(title), ERROR_CODES.packCreditsUsedUp);
        }
        const expiresAt = new Date(now().getTime() + DOWNLOAD_LINK_VALID_MS);
        const grants = fresh.flatMap((id) => {
          const choice = choices.get(id);
          const lineId = placement.get(id);
          return choice && lineId ? [newGrant(lineId, choice.work, expiresAt)] : [];
        });
        for (const line of credits) {
          const spent = grants.filter((grant) => grant.orderLineId === line.id).length;
          if (spent > 0 && !(await trx.orders.spendCredits(line.id, spent)))
            throw new Conflict(picksLeftRefusal(line.remaining, locked.length, spent), ERROR_CODES.packCreditsUsedUp);
        }
        await trx.orders.addGrants(order.id, grants);
        // The links follow by e-mail, announced only if the picks commit.
        if (grants.length > 0) await trx.orders.recordEvent('picks.made', order.id);
        return { grants, alreadyOwned };
      });

      const titleOf = (id: string): PickedWork => ({ artworkId: id, title: choices.get(id)?.work.title ?? id });
      const granted = outcome.grants.map((grant) => titleOf(grant.artworkId));
      const alreadyOwned = outcome.alreadyOwned.map(titleOf);
      log.info({ orderId: order.id, granted: granted.length, alreadyOwned: alreadyOwned.length }, 'pack picks granted');
      return {
        ...(await picksOf(order.id)),
        granted,
        alreadyOwned,
        message: pickResultMessage(
          granted.map((work) => work.title),
          alreadyOwned.map((work) => work.title),
        ),
        download_links: await deps.links(order.id),
      };
    },
  };
}

export type PickService = ReturnType<typeof createPickService>;
