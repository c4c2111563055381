import type { OcrFindingKind } from '@shop/contracts';

/** SPEC §2, §4 and §8 texts of the Curation tab: each once, tests import them. */
export const CURATION_MESSAGES = {
  heading: 'Interactive Curation',
  filterLabel: 'Filter',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  approveAllClean: 'Approve All Clean',
  rejectFlagged: 'Reject Flagged',
  emptyTitle: 'No artworks found',
  emptyNoArtworks: 'Upload some artwork to get started with curation.',
  emptyNoMatch: (filter: string) => `No artworks match the current filter: ${filter}.`,
  loadFailed: 'The artworks could not be loaded.',
  retry: 'Try again',
  approve: 'Approve',
  reject: 'Reject',
  editText: 'Edit Text',
  discard: 'Discard',
  viewDetails: 'View Details',
  categoryLabel: 'Category',
  statusLabels: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    flagged: 'Flagged',
    archived: 'Archived',
  },
  approvedWithOpenFindings: (count: number) => `Approved with ${count} open ${count === 1 ? 'finding' : 'findings'}`,
  ocrVerified: 'OCR Verified',
  ocrTextErrors: (count: number) => `${count} text ${count === 1 ? 'error' : 'errors'}`,
  ocrProcessing: 'Processing',
  ocrFailed: 'OCR failed',
  ocrNoText: 'No text detected',
  ocrTextLabel: 'Detected text',
  ocrErrorsHeading: (count: number) => `${count} text ${count === 1 ? 'issue' : 'issues'} found`,
  updateSuccessTitle: 'Artwork updated',
  updateSuccessDescription: 'Status has been updated successfully.',
  categoryChangedTitle: 'Category changed',
  categoryChangedDescription: (title: string, category: string) => `«${title}» moved to ${category}.`,
  textSavedTitle: 'Text saved',
  textSavedDescription: (title: string) => `The recognised text of «${title}» was saved.`,
  updateFailedTitle: 'Update failed',
  batchApproveTitle: 'Batch approval completed',
  batchApproveDescription: 'All clean artworks have been approved.',
  batchRejectTitle: 'Batch rejection completed',
  batchRejectDescription: 'All flagged artworks have been rejected.',
  editTextTitle: (title: string) => `Edit text: ${title}`,
  editTextDescription: 'Correct the recognised text, or accept a flagged word into the shop’s word list.',
  editTextLabel: 'Recognised text',
  saveText: 'Save Text',
  flaggedWordsHeading: 'Flagged words',
  flaggedWordsLoading: 'Loading the flagged words…',
  flaggedWordsFailed: 'The flagged words could not be loaded.',
  otherWordLabel: 'Accept another word',
  acceptOtherWord: 'Accept word',
  wordAcceptedTitle: 'Word accepted',
  wordAcceptedDescription: (word: string) => `“${word}” was added to the word list; artworks are re-checked.`,
  detailsTitle: (title: string) => `Details: ${title}`,
  fullSizePreview: 'Full-size preview',
  viewFullSize: 'Full size',
  viewFullSizeLabel: (title: string) => `View full size: ${title}`,
  fullSizeTitle: (title: string) => `Full size: ${title}`,
  fullSizeImageLoading: 'Loading the full-size image…',
  fullSizeImageFailed: 'The full-size image could not be loaded.',
  fullSizeErrorsHeading: 'OCR errors',
  fullSizeNoErrors: 'No text errors found.',
  fullSizeFindingsHeading: 'Where the text was read',
  fullSizeFindingsLoading: 'Loading the OCR findings…',
  fullSizeFindingsFailed: 'The OCR findings could not be loaded.',
  fullSizeNoFindings: 'OCR recorded no findings.',
  fullSizeFindingsAwaitingOcr: 'The text is being read; its findings show here once OCR has finished.',
  // Each kind named in words, on the box and in the list, never by colour alone.
  findingKindTag: { misspelling: 'Misspelling', unreadable: 'Unreadable' },
  findingDescription: (kind: OcrFindingKind, word: string) =>
    kind === 'unreadable' ? `Could not read with confidence: “${word}”` : `Possible misspelling: “${word}”`,
  findingNoBox: (description: string) => `${description} (position not recorded)`,
  // The dictionary's nearest words beside a misspelling, as plain text, never applied.
  findingSuggestion: (word: string, suggestions: readonly string[]) => `${word} → ${suggestions.join(', ')}?`,
  /** On a thumbnail the box already marks the word: the suggestions alone, in the finding's order. */
  findingSuggestionShort: (suggestions: readonly string[]) => `→ ${suggestions.join(', ')}?`,
  findingSuggestionSpoken: (word: string, suggestions: readonly string[]) =>
    `Did you mean ${suggestions.map((suggestion) => `“${suggestion}”`).join(' or ')} for “${word}”?`,
  acceptFinding: (kind: OcrFindingKind, word: string) =>
    kind === 'unreadable' ? `Looks fine: “${word}”` : `Accept “${word}”`,
  acceptFindingHint: (kind: OcrFindingKind, word: string) =>
    kind === 'unreadable'
      ? `The text really reads “${word}”: add it to the shop’s word list, so this reading stops counting as an error.`
      : `Add “${word}” to the shop’s word list, so it stops counting as a misspelling.`,
  // Beside Accept on every finding: OCR misread the image, so the word must not join the list.
  misreadFinding: 'Misread: the image says …',
  misreadFindingHint: (word: string) =>
    `OCR misread the image here: say what it really says. “${word}” is cleared on this work only and nothing joins the shop’s word list.`,
  misreadFormLabel: (word: string) => `What the image says where OCR read “${word}”`,
  misreadTextLabel: 'The image says',
  misreadSave: 'Save',
  misreadCancel: 'Cancel',
  misreadSavedTitle: 'Misreading recorded',
  misreadSavedDescription: (word: string, text: string) =>
    `“${word}” is cleared on this work: the image says “${text}”. The word list is unchanged.`,
  /** The card's list of a work's open findings, each with its suggestions and actions. */
  cardFindingsLabel: 'Open OCR findings',
  cannotAccept: (word: string) =>
    `“${word}” cannot join the word list (letters only): approve the work if its text is right.`,
  openOriginalSize: 'Open preview in a new tab',
} as const;

export const CURATION_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved Only' },
  { value: 'flagged', label: 'Flagged Only' },
  { value: 'pending', label: 'Pending Review' },
  // After SPEC's four, so archived work can be found and restored.
  { value: 'archived', label: 'Archived' },
] as const;
