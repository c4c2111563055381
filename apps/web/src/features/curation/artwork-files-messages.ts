/** The words of the dashboard's "Files" area of a work. */
export const ARTWORK_FILES_MESSAGES = {
  heading: 'Files',
  description:
    'Extra files every buyer of this work gets beside the main image, e.g. a print-size TIFF, a web JPEG, a square crop or a PDF of print instructions.',
  none: 'No extra files yet: buyers get the main image only.',
  loading: 'Loading files...',
  loadFailed: 'The files could not be loaded.',
  fileLabel: 'File to attach',
  fileHint: 'JPEG, PNG, GIF, WebP, TIFF or PDF, up to 200 MB.',
  labelLabel: 'Label (optional)',
  labelPlaceholder: 'e.g. Print size TIFF',
  attach: 'Attach file',
  uploading: 'Uploading...',
  progressLabel: 'Upload progress',
  remove: (label: string) => `Remove ${label}`,
  removed: (label: string) => `${label} removed`,
  noFile: 'Choose a file to attach.',
  wrongType: 'Only JPEG, PNG, GIF, WebP and TIFF images and PDF files can be attached.',
  tooLarge: 'This file is larger than 200 MB.',
  failedTitle: 'The file was not attached',
  networkError: 'The connection was lost during the upload. Try again.',
} as const;
