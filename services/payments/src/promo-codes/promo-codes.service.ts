import {
  formatCents,
  parseCents,
  MAX_FIXED_DISCOUNT_CENTS,
  PROMO_CODE,
  PROMO_ERROR_CODES,
  type CreatePromoCodeBody,
  type PromoCode,
  type UpdatePromoCodeBody,
} from '@shop/contracts';
import { BadRequest, Conflict, NotFound, type Logger } from '@shop/platform';
import type { WithTransaction } from '../repositories.js';
import type { PromoCodeRow } from '../db/schema.js';
import { type PromoCodeRepository, type PromoCodeStats, type PromoCodeValues } from './promo-codes.repository.js';
import { normalizeBuyerEmail } from './buyer-email.js';
import { codeRefusal, normalizeCode, promoMessages, useRefusal } from './promo-rules.js';

export interface PromoCodeServiceDeps {
  promoCodes: PromoCodeRepository;
  withTransaction: WithTransaction;
  log: Logger;
  now?: () => Date;
}

/** A code a shopper may use, as the pricing needs it. */
export interface ApplicablePromo {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
}

export function createPromoCodeService({
  promoCodes,
  withTransaction,
  log,
  now = () => new Date(),
}: PromoCodeServiceDeps) {
  function checkCode(row: PromoCodeRow, email: string | null): void {
    const refusal = codeRefusal(row, now());
    if (refusal) throw refusal;
    if (row.once_per_buyer && email === null) {
      throw new BadRequest(promoMessages.needsEmail(row.code), PROMO_ERROR_CODES.needsEmail);
    }
  }

  async function checkUsable(row: PromoCodeRow, email: string | null, repo: PromoCodeRepository): Promise<void> {
    checkCode(row, email);
    const refusedUse = useRefusal(row, await repo.countLiveUses(row.id, email));
    if (refusedUse) throw refusedUse;
  }

  return {
    /**
     * Whether `code` can be used by this buyer now. Read only. The quote also counts the uses; an
     * order's creation leaves that to `reserve`, which counts under the code's lock and lets a
     * retried create keep the use it already holds.
     */
    async find(code: string, email: string | undefined, options: { countUses: boolean }): Promise<ApplicablePromo> {
      const typed = normalizeCode(code);
      const row = await promoCodes.findByCode(typed);
      if (!row) throw new BadRequest(promoMessages.unknown(typed), PROMO_ERROR_CODES.unknown);
      if (options.countUses) await checkUsable(row, buyerKey(email), promoCodes);
      else checkCode(row, buyerKey(email));
      return { id: row.id, code: row.code, kind: row.kind, value: row.value };
    },

    /**
     * Takes one use of the code for a payment order. The code's row is locked while the uses are
     * counted and the redemption written, so two checkouts racing for the last use are served one
     * after the other and the second is refused. A retried create of the same payment order finds
     * its redemption and takes nothing more.
     */
    async reserve(input: {
      promo: ApplicablePromo;
      paymentOrderId: string;
      email: string | undefined;
      discountCents: number;
    }) {
      await withTransaction(async ({ promoCodes: repo }) => {
        const row = await repo.lockById(input.promo.id);
        if (!row) throw new BadRequest(promoMessages.unknown(input.promo.code), PROMO_ERROR_CODES.unknown);
        if (await repo.findRedemptionFor(input.paymentOrderId)) return;
        const email = buyerKey(input.email);
        await checkUsable(row, email, repo);
        await repo.insertRedemption({
          promoCodeId: row.id,
          paymentOrderId: input.paymentOrderId,
          buyerEmail: email,
          discountCents: input.discountCents,
        });
      });
    },

    /**
     * A first-order-only code is judged again just before the money is taken, on the
     * payer the provider reports (the address the receipt goes to), since the e-mail given at
     * checkout is only a claim. Refused (409, nothing charged) when the payer or that e-mail has an
     * earlier paid order, or another checkout holds or spent the code for either. Otherwise the
     * payer's key is written on the use under the code's lock, so a second capture by the same
     * payer racing this one is refused. Codes without the rule, and orders without a code, pass.
     */
    async confirmBeforeCapture(input: { paymentOrderId: string; payerEmail: string | null }): Promise<void> {
      await withTransaction(async ({ promoCodes: repo }) => {
        const redemption = await repo.findRedemptionFor(input.paymentOrderId);
        if (!redemption) return;
        const row = await repo.lockById(redemption.promo_code_id);
        if (!row?.once_per_buyer) return;
        const payerKey = buyerKey(input.payerEmail ?? undefined);
        const keys = [...new Set([payerKey, redemption.buyer_email].filter((key): key is string => key !== null))];
        if (await repo.hasOtherUseBy(row.id, keys, input.paymentOrderId)) {
          throw new Conflict(
            promoMessages.refusedAtCapture(promoMessages.alreadyUsed(row.code)),
            PROMO_ERROR_CODES.alreadyUsed,
          );
        }
        if (await repo.hasPaidOrder(keys, input.paymentOrderId)) {
          throw new Conflict(
            promoMessages.refusedAtCapture(promoMessages.notFirstOrder(row.code)),
            PROMO_ERROR_CODES.notFirstOrder,
          );
        }
        if (payerKey !== null) await repo.setPayerKey(redemption.id, payerKey);
      });
    },

    /**
     * A first-order-only code holds on the receipt address as on the payer. It was
     * judged at capture on the e-mail given at checkout and on the payer, so the order's receipt
     * may go only to one of those (409 otherwise); an address with an earlier order, receipt or
     * payer, was refused there. Orders without such a code, or without an address, pass.
     */
    async confirmReceipt(input: {
      paymentOrderId: string;
      receiptKey: string | null;
      payerKey: string | null;
    }): Promise<void> {
      if (input.receiptKey === null) return;
      const redemption = await promoCodes.findRedemptionFor(input.paymentOrderId);
      if (!redemption) return;
      const row = await promoCodes.findById(redemption.promo_code_id);
      if (!row?.once_per_buyer) return;
      const judged = [redemption.buyer_email, redemption.payer_key, input.payerKey];
      if (!judged.includes(input.receiptKey)) {
        throw new Conflict(promoMessages.receiptNotJudged(row.code), PROMO_ERROR_CODES.receiptNotJudged);
      }
    },

    async list(): Promise<PromoCode[]> {
      return (await promoCodes.listWithStats()).map(toPromoCode);
    },

    async create(body: CreatePromoCodeBody): Promise<PromoCode> {
      const code = normalizeCode(body.code);
      const values = validValues({
        kind: body.kind,
        value: valueOf(body.kind, body),
        startsAt: toDate(body.startsAt),
        endsAt: toDate(body.endsAt),
        usageLimit: body.usageLimit ?? null,
        oncePerBuyer: body.oncePerBuyer ?? false,
        active: body.active ?? true,
      });
      const row = await promoCodes.insert(code, values);
      if (!row) throw new Conflict(`The promo code "${code}" already exists.`, PROMO_ERROR_CODES.exists);
      log.info({ code, kind: values.kind, value: values.value }, 'promo code created');
      return toPromoCode({ ...row, uses: 0, reserved: 0, discountCents: 0 });
    },

    /** Deletes a code no order ever took; LAUNCH30 (SPEC's advertised code) stays. */
    async delete(id: string): Promise<void> {
      const existing = await promoCodes.findById(id);
      if (!existing) throw new NotFound('Unknown promo code.');
      const inUse = new Conflict(
        existing.code === PROMO_CODE
          ? `${PROMO_CODE} is the shop's advertised code: deactivate it instead.`
          : `The promo code "${existing.code}" was used by an order: deactivate it instead.`,
        PROMO_ERROR_CODES.inUse,
      );
      if (existing.code === PROMO_CODE) throw inUse;
      const deleted = await promoCodes.deleteUnused(id).catch((error: unknown) => {
        // 23503: a redemption was inserted meanwhile, and its foreign key kept the code.
        if ((error as { code?: string }).code === '23503') return false;
        throw error;
      });
      if (!deleted) throw inUse;
      log.info({ code: existing.code }, 'promo code deleted');
    },

    /** Changes a code; the code's text never changes, since orders name it. `active: false` deactivates. */
    async update(id: string, body: UpdatePromoCodeBody): Promise<PromoCode> {
      const existing = await promoCodes.findById(id);
      if (!existing) throw new NotFound('Unknown promo code.');
      const kind = body.kind ?? existing.kind;
      const kindChanged = kind !== existing.kind;
      const valueGiven = body.percentOff != null || body.amountOff != null;
      if (kindChanged && !valueGiven) {
        throw new BadRequest(
          kind === 'percent' ? 'Give the percentage off (1-100).' : 'Give the amount off, such as "5.00".',
        );
      }
      const values = validValues({
        kind,
        value: valueGiven ? valueOf(kind, body) : existing.value,
        startsAt: body.startsAt === undefined ? existing.starts_at : toDate(body.startsAt),
        endsAt: body.endsAt === undefined ? existing.ends_at : toDate(body.endsAt),
        usageLimit: body.usageLimit === undefined ? existing.usage_limit : body.usageLimit,
        oncePerBuyer: body.oncePerBuyer ?? existing.once_per_buyer,
        active: body.active ?? existing.active,
      });
      const row = await promoCodes.update(id, values);
      if (!row) throw new NotFound('Unknown promo code.');
      log.info({ code: row.code, active: row.active }, 'promo code updated');
      const stats = (await promoCodes.listWithStats()).find((code) => code.id === id);
      return toPromoCode(stats ?? { ...row, uses: 0, reserved: 0, discountCents: 0 });
    },
  };
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>;

/** E-mails are compared as buyer keys: "Ann+x@Example.com" and "ann@example.com" are one buyer. */
const buyerKey = normalizeBuyerEmail;

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  // The contract admits only ISO date-times; an offset no calendar has still parses to NaN.
  if (Number.isNaN(date.getTime())) throw new BadRequest(`"${value}" is not a date and time.`);
  return date;
}

/** The stored value: whole percent, or cents; the field must match the kind. */
function valueOf(
  kind: 'percent' | 'fixed',
  body: { percentOff?: number | null | undefined; amountOff?: string | null | undefined },
): number {
  if (kind === 'percent') {
    if (body.amountOff != null) throw new BadRequest('A percent code takes `percentOff`, not `amountOff`.');
    if (body.percentOff == null) throw new BadRequest('Give the percentage off (1-100).');
    return body.percentOff;
  }
  if (body.percentOff != null) throw new BadRequest('A fixed code takes `amountOff`, not `percentOff`.');
  if (body.amountOff == null) throw new BadRequest('Give the amount off, such as "5.00".');
  return parseCents(body.amountOff);
}

function validValues(values: PromoCodeValues): PromoCodeValues {
  if (values.kind === 'percent' && (values.value < 1 || values.value > 100)) {
    throw new BadRequest('The percentage off must be a whole number from 1 to 100.');
  }
  if (values.kind === 'fixed' && (values.value < 1 || values.value > MAX_FIXED_DISCOUNT_CENTS)) {
    throw new BadRequest(`The amount off must be from 0.01 to ${formatCents(MAX_FIXED_DISCOUNT_CENTS)}.`);
  }
  if (values.startsAt && values.endsAt && values.endsAt <= values.startsAt) {
    throw new BadRequest('The end date must be after the start date.');
  }
  if (values.usageLimit !== null && (values.usageLimit < 1 || values.usageLimit > 1_000_000)) {
    throw new BadRequest('The usage limit must be from 1 to 1,000,000, or empty for no limit.');
  }
  return values;
}

function toPromoCode(row: PromoCodeRow & PromoCodeStats): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.kind === 'percent' ? row.value : null,
    amountOff: row.kind === 'fixed' ? formatCents(row.value) : null,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    usageLimit: row.usage_limit,
    oncePerBuyer: row.once_per_buyer,
    active: row.active,
    uses: row.uses,
    reserved: row.reserved,
    discountTotal: formatCents(row.discountCents),
    createdAt: row.created_at.toISOString(),
  };
}
