import { z } from 'zod';
import { STORE_POLICY_SLUGS } from './store-policies.js';

/** Longest Markdown a policy may have: a long privacy policy is a few thousand words. */
export const STORE_POLICY_MAX_CHARS = 50_000;

export const StorePolicySlugSchema = z.enum(STORE_POLICY_SLUGS);

export const StorePolicyParamsSchema = z.object({ slug: StorePolicySlugSchema });

/**
 * A store policy as the artist wrote it, in Markdown; the web app renders it with raw
 * HTML switched off. `updatedAt` is null while the shop still shows the text it shipped with.
 */
export const StorePolicySchema = z.object({
  slug: StorePolicySlugSchema,
  title: z.string(),
  markdown: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type StorePolicy = z.infer<typeof StorePolicySchema>;

export const StorePolicyListSchema = z.object({ policies: z.array(StorePolicySchema) });
export type StorePolicyList = z.infer<typeof StorePolicyListSchema>;

export const SaveStorePolicyBodySchema = z.object({
  markdown: z
    .string()
    .trim()
    .min(1, 'Write the policy before saving it.')
    .max(STORE_POLICY_MAX_CHARS, `A policy is at most ${STORE_POLICY_MAX_CHARS} characters.`),
});
export type SaveStorePolicyBody = z.infer<typeof SaveStorePolicyBodySchema>;

/**
 * The artist's About page in Markdown; empty (with `updatedAt` null) until written,
 * and again once the artist clears it.
 */
export const AboutPageSchema = z.object({
  markdown: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

/** Saving an empty text takes the page down (it then says that nothing is written yet). */
export const SaveAboutPageBodySchema = z.object({
  markdown: z
    .string()
    .trim()
    .max(STORE_POLICY_MAX_CHARS, `The About page is at most ${STORE_POLICY_MAX_CHARS} characters.`),
});
export type SaveAboutPageBody = z.infer<typeof SaveAboutPageBodySchema>;
