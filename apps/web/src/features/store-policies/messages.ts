import { STORE_POLICIES, type StorePolicySlug } from '@shop/contracts';

// Issue #25: the store's policy pages and their dashboard editor. The policies' titles are the
// contracts' STORE_POLICIES titles (footer links, page headings, editor tabs).
export const STORE_POLICY_MESSAGES = {
  title: (slug: StorePolicySlug) => STORE_POLICIES[slug].title,
  pageLoading: 'Loading...',
  pageLoadFailed: 'This page could not be loaded.',
  updated: (date: string) => `Last updated ${date}`,
  /** The checkout's line above the payment. */
  checkoutNote: 'Before you pay, read our store policies:',
  checkoutNav: 'Store policies',

  // The dashboard's editor.
  heading: 'Store policies',
  intro:
    'The pages linked from the shop’s footer, the checkout and the receipts. Write in Markdown: # for headings, **bold**, - for lists, [text](https://…) for links. HTML is shown as text.',
  loading: 'Loading the store policies...',
  loadFailed: 'The store policies could not be loaded.',
  policyTabs: 'Policy',
  markdownLabel: (title: string) => `${title} (Markdown)`,
  preview: 'Preview',
  shippedText: 'The shop’s starting text: edit it to make it yours.',
  save: 'Save policy',
  saving: 'Saving...',
  savedTitle: 'Policy saved',
  savedText: (title: string) => `The ${title} page now shows your text.`,
  saveFailedTitle: 'Could not save the policy',
} as const;
