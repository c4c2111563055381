/**
 * The licence a buyer gets with an artwork (a digital download), in one place: the
 * artwork page, the cart and the printable receipt all show this text, word for word.
 */
export const DOWNLOAD_LICENCE = {
  heading: 'Licence: digital download',
  summary: 'One licence per artwork, for one buyer.',
  terms: [
    'You get: the full-resolution image file, downloaded from the links of your order.',
    'Personal use: allowed (prints for your home, wallpapers, gifts).',
    'Commercial use: allowed in your own work (products you make, marketing, publications).',
    'Not allowed: reselling, sharing or redistributing the file itself, or offering it as a download, a stock image or a print-on-demand design.',
  ],
} as const;

/** The licence as one plain text (for a mail or a printout). */
export const DOWNLOAD_LICENCE_TEXT = [
  DOWNLOAD_LICENCE.heading,
  DOWNLOAD_LICENCE.summary,
  ...DOWNLOAD_LICENCE.terms,
].join('\n');
