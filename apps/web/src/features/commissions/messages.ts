import type { CommissionStatus } from '@shop/contracts';

/** Texts of custom-logo commissions: the buyer's success page and the Commissions tab. */
export const COMMISSIONS_MESSAGES = {
  // Buyer side
  heading: 'Your custom logo',
  headingMany: 'Your custom logos',
  loading: 'Loading your logo commission…',
  loadError: 'Your logo commission could not be loaded',
  retry: 'Try again',
  logoTitle: (number: number, total: number, productName: string) =>
    total > 1 ? `Logo ${number} of ${total} (${productName})` : `Logo (${productName})`,
  buyerStatus: {
    awaiting_brief: 'Tell us about your logo so we can start.',
    brief_received: 'Brief received: we will start on your logo soon. You can still change the brief until then.',
    in_progress: 'We are working on your logo. Its files will appear here when it is ready.',
    delivered: 'Your logo is ready. Download its files below (links are valid for 30 days).',
  } satisfies Record<CommissionStatus, string>,
  briefIntro: 'A few words are enough: we use them to design your logo.',
  placeholders: {
    brandName: 'e.g. Lin Bakery',
    purpose: 'e.g. shop sign, website and labels',
    style: 'e.g. warm, hand-drawn, deep red and cream',
    notes: 'Anything else we should know',
  },
  optional: '(optional)',
  charactersLeft: (left: number) => `${left} characters left`,
  saveBrief: 'Send brief',
  updateBrief: 'Save changes',
  savingBrief: 'Sending…',
  editBrief: 'Edit brief',
  cancelEdit: 'Cancel',
  briefSaved: 'Thank you! Your brief has been saved.',
  briefFailed: 'Your brief could not be saved',
  yourBrief: 'Your brief',
  downloadFile: (name: string) => `Download ${name}`,

  // Curator side
  tabHeading: 'Commissions',
  awaitingWork: (count: number) =>
    count === 0
      ? 'Nothing awaiting work'
      : count === 1
        ? '1 commission awaiting work'
        : `${count} commissions awaiting work`,
  filterLabel: 'Show commissions',
  filterAll: (count: number) => `All (${count})`,
  filterStatus: (label: string, count: number) => `${label} (${count})`,
  status: {
    awaiting_brief: 'Awaiting brief',
    brief_received: 'Brief received',
    in_progress: 'In progress',
    delivered: 'Delivered',
  } satisfies Record<CommissionStatus, string>,
  loadingList: 'Loading commissions…',
  listError: 'The commissions could not be loaded',
  emptyTitle: 'No commissions yet',
  emptyText: 'A commission appears here when a buyer pays for a custom logo or a Smart Bundle.',
  emptyStatusTitle: 'No commissions in this state',
  emptyStatusText: 'Choose another state above to see the others.',
  columns: { order: 'Order', product: 'Product', brand: 'Brand', buyer: 'Buyer', status: 'Status', files: 'Files' },
  open: 'Open',
  openLabel: (orderNumber: string) => `Open the commission of order ${orderNumber}`,
  noBrand: 'No brief yet',
  back: 'Back to commissions',
  loadingDetail: 'Loading commission…',
  detailError: 'The commission could not be loaded',
  detailTitle: (orderNumber: string) => `Commission for order ${orderNumber}`,
  facts: { order: 'Order', buyer: 'Buyer', product: 'Product' },
  briefHeading: 'Brief',
  noBrief: 'The buyer has not written a brief yet. You can still start the work.',
  briefSubmittedAt: (date: string) => `Written ${date}`,
  filesHeading: 'Finished files',
  noFiles: 'No files uploaded yet.',
  removeFile: (name: string) => `Remove ${name}`,
  fileRemoved: (name: string) => ({ title: 'File removed', description: `${name} will not be delivered.` }),
  removeFailed: 'The file could not be removed',
  uploadLabel: 'Add finished files (PNG, JPEG, SVG, PDF or ZIP, up to 25 MB each)',
  upload: 'Upload files',
  uploading: 'Uploading…',
  chooseFiles: 'Choose at least one file to upload.',
  uploaded: (count: number) => ({
    title: count === 1 ? 'File uploaded' : 'Files uploaded',
    description: count === 1 ? '1 file is ready to deliver.' : `${count} files are ready to deliver.`,
  }),
  uploadFailed: 'The files could not be uploaded',
  deliver: 'Deliver to buyer',
  deliverNeedsFiles: 'Upload the finished files before delivering.',
  confirmTitle: 'Deliver this logo?',
  confirmText: (count: number, email: string) =>
    `${count === 1 ? '1 file becomes a download link' : `${count} files become download links`} on the order of ${email}, valid for 30 days. The files can no longer change afterwards.`,
  confirmDeliver: 'Deliver',
  cancel: 'Cancel',
  delivering: 'Delivering…',
  deliveredToast: (email: string) => ({ title: 'Logo delivered', description: `${email} can now download the files.` }),
  deliverFailed: 'The logo could not be delivered',
  deliveredNote: (date: string) => `Delivered ${date}: the files are on the buyer's order as download links.`,
} as const;
