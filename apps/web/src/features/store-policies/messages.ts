import { ABOUT_PAGE, STORE_POLICIES, type StorePolicySlug } from '@shop/contracts';

// The store's policy pages and their dashboard editor. The policies' titles are the
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

  // The artist's About page: its public page and its card in the dashboard's Settings.
  aboutTitle: ABOUT_PAGE.title,
  aboutEmpty: 'The artist has not written this page yet.',
  aboutEmptyHint: 'Meanwhile, the galleries show their work, and you can write to them through the',
  aboutContactLink: 'contact page',
  aboutHeading: 'About the artist',
  aboutIntro:
    'A page about you and your work, linked from the shop’s footer as “About the artist”. Write in Markdown, as for the policies. Until you save a text, the page says that nothing is written yet; saving an empty text takes yours down.',
  aboutLoading: 'Loading the About page...',
  aboutLoadFailed: 'The About page could not be loaded.',
  aboutMarkdownLabel: 'About the artist (Markdown)',
  aboutNotWritten: 'Not written yet: the page tells visitors so.',
  aboutView: 'View the page',
  aboutSave: 'Save About page',
  aboutSavedTitle: 'About page saved',
  aboutTakenDownTitle: 'About page emptied: it now says nothing is written yet',
  aboutSaveFailedTitle: 'Could not save the About page',
} as const;
