import {
  STORE_POLICIES,
  STORE_POLICY_SLUGS,
  type AboutPage,
  type StorePolicy,
  type StorePolicyList,
  type StorePolicySlug,
} from '@shop/contracts';
import { DEFAULT_STORE_POLICIES } from './default-policies.js';
import type { StoredPolicy, StorePolicyRepository } from './store-policies.repository.js';

const toAboutPage = (saved: StoredPolicy | undefined): AboutPage => ({
  markdown: saved?.markdown ?? '',
  updatedAt: saved ? saved.updatedAt.toISOString() : null,
});

/** The store's policies, as saved by the artist or else as shipped; and the artist's About page, which ships empty. */
export function createStorePolicyService({ storePolicies }: { storePolicies: StorePolicyRepository }) {
  const toPolicy = (slug: StorePolicySlug, saved: StoredPolicy | undefined): StorePolicy => ({
    slug,
    title: STORE_POLICIES[slug].title,
    markdown: saved?.markdown ?? DEFAULT_STORE_POLICIES[slug],
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
  });

  return {
    async list(): Promise<StorePolicyList> {
      const saved = new Map((await storePolicies.listSaved()).map((row) => [row.slug, row]));
      return { policies: STORE_POLICY_SLUGS.map((slug) => toPolicy(slug, saved.get(slug))) };
    },

    async get(slug: StorePolicySlug): Promise<StorePolicy> {
      return toPolicy(slug, await storePolicies.findSaved(slug));
    },

    async save(slug: StorePolicySlug, markdown: string): Promise<StorePolicy> {
      return toPolicy(slug, await storePolicies.save(slug, markdown));
    },
    async aboutPage(): Promise<AboutPage> {
      return toAboutPage(await storePolicies.findSaved('about'));
    },
    /** An empty text takes the page down rather than keep a blank one. */
    async saveAboutPage(markdown: string): Promise<AboutPage> {
      if (markdown === '') {
        await storePolicies.remove('about');
        return toAboutPage(undefined);
      }
      return toAboutPage(await storePolicies.save('about', markdown));
    },
  };
}

export type StorePolicyService = ReturnType<typeof createStorePolicyService>;
