/** Archive, restore and delete one artwork from its curation card. */
export const ARCHIVE_MESSAGES = {
  archive: 'Archive',
  restore: 'Restore',
  delete: 'Delete',
  cancel: 'Cancel',
  archiveTitle: (title: string) => `Archive “${title}”?`,
  archiveDescription:
    'It leaves every public page and can no longer be bought. Buyers who already own it keep their downloads. You can restore it at any time.',
  restoreTitle: (title: string) => `Restore “${title}”?`,
  restoreDescription: 'It is approved again and shows on the public pages of its category.',
  deleteTitle: (title: string) => `Delete “${title}” for good?`,
  deleteDescription:
    'The artwork, its original and its previews are removed. This cannot be undone. A work that was sold cannot be deleted: archive it instead.',
  working: 'Working…',
  archivedToast: (title: string) => `“${title}” archived`,
  archivedToastDescription: 'It no longer shows on any public page; its buyers keep their downloads.',
  restoredToast: (title: string) => `“${title}” restored`,
  restoredToastDescription: 'It is approved and public again.',
  deletedToast: (title: string) => `“${title}” deleted`,
  deletedToastDescription: 'Its original and previews were removed.',
  failedTitle: 'Nothing was changed',
} as const;
