import { MAX_UPLOAD_BYTES } from '@shop/contracts';

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Replace a work's file with a corrected image, from its curation card. */
export const REPLACE_FILE_MESSAGES = {
  replace: 'Replace file',
  title: (title: string) => `Replace the file of “${title}”`,
  description:
    'Upload a corrected image. The work keeps its title, description, price, category and buyers, who download the new file. Its previews are made again and its text is read again: pending or flagged work goes back to review; approved, rejected or archived work keeps its status.',
  fileLabel: 'Corrected image',
  fileHint: `JPG, PNG, GIF, WEBP or TIFF • Max ${MAX_MB}MB`,
  cancel: 'Cancel',
  submit: 'Replace',
  uploading: 'Uploading…',
  progressLabel: 'Upload progress',
  noFile: 'Choose an image first.',
  wrongType: 'Only JPG, PNG, GIF, WEBP or TIFF images can be used.',
  tooLarge: `The image is larger than ${MAX_MB}MB.`,
  failedTitle: 'The file was not replaced; the work is unchanged',
  networkError: 'The connection was lost. Please check the work and try again.',
  doneToast: (title: string) => `File of “${title}” replaced`,
  doneToastDescription: 'Its text is being read again.',
} as const;
