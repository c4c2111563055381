import {
  ERROR_CODES,
  findPricingPackage,
  formatCents,
  PACK_CREDIT_RULES,
  packCollectionCategories,
  packCreditsOf,
  priceToCents,
  type PackRule,
  type PackRuleList,
  type SavePackRuleBody,
} from '@shop/contracts';
import { BadRequest, NotFound } from '@shop/platform';
import type { PackRuleRow } from '../db/schema.js';
import { toPackRule } from './pack-rule.js';
import type { PackRuleRepository } from './pack-rules.repository.js';

export interface PackRuleServiceDeps {
  packRules: PackRuleRepository;
  houseCategory: string;
}

/** The packs that give credits, in the order of the pricing page. */
const PACK_IDS = Object.keys(PACK_CREDIT_RULES);

/** The artist's rule per pack: which categories of its collection, up to which price. */
export function createPackRuleService({ packRules, houseCategory }: PackRuleServiceDeps) {
  function packOf(packageId: string) {
    const credit = packCreditsOf(packageId, 1);
    const pricing = findPricingPackage(packageId);
    if (!credit || !pricing) throw new NotFound('There is no such pack.');
    const { collection } = credit;
    return { collection, name: pricing.name, categoryChoices: packCollectionCategories(collection, houseCategory) };
  }

  function view(packageId: string, row: PackRuleRow | undefined): PackRule {
    const pack = packOf(packageId);
    const rule = toPackRule(row, packageId);
    return {
      packageId,
      name: pack.name,
      collection: pack.collection,
      categoryChoices: pack.categoryChoices,
      categories: rule.categories === null ? null : [...rule.categories],
      maxPrice: rule.maxPriceCents === null ? null : formatCents(rule.maxPriceCents),
      isDefault: row === undefined,
    };
  }

  return {
    async list(): Promise<PackRuleList> {
      const rows = await packRules.findByPackageIds(PACK_IDS);
      return { rules: PACK_IDS.map((packageId) => view(packageId, rows.get(packageId))) };
    },

    async save(packageId: string, body: SavePackRuleBody): Promise<PackRule> {
      const pack = packOf(packageId);
      const outside = body.categories?.find((category) => !pack.categoryChoices.includes(category));
      if (outside !== undefined)
        throw new BadRequest(
          `The ${pack.name} cannot take ${outside}: it is not in its collection.`,
          ERROR_CODES.badRequest,
        );
      const row = await packRules.save({
        packageId,
        categories: body.categories === null ? null : [...new Set(body.categories)],
        maxPriceCents: body.maxPrice === null ? null : priceToCents(body.maxPrice),
      });
      return view(packageId, row);
    },

    /** Back to the default (up to the pack's price per pick); the answer is the rule it now follows. */
    async reset(packageId: string): Promise<PackRule> {
      packOf(packageId);
      await packRules.remove(packageId);
      return view(packageId, undefined);
    },
  };
}

export type PackRuleService = ReturnType<typeof createPackRuleService>;
