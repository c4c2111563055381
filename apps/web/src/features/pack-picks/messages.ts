// What the buyer of a pack reads while choosing its artworks.
const artworks = (count: number) => `${count} artwork${count === 1 ? '' : 's'}`;
const picks = (count: number) => `${count} pick${count === 1 ? '' : 's'}`;

export const packPickMessages = {
  heading: (remaining: number, collection: string) => `Choose ${artworks(remaining)} from ${collection}`,
  picksLeft: (pack: string, remaining: number, total: number) => `${pack}: ${picks(remaining)} left of ${total}.`,
  selected: (selected: number, max: number) => `${selected} of ${max} selected`,
  /** The artist's price ceiling of the pack. */
  ceiling: (maxPrice: string) => `This pack takes works priced up to $${maxPrice}.`,
  /** The credits left once the selection is added. */
  leftAfter: (left: number) => `${picks(left)} left after these`,
  confirm: (selected: number) =>
    selected === 0 ? 'Select artworks to add' : `Add ${artworks(selected)} to my downloads`,
  adding: 'Adding...',
  /** Picks cannot be undone, so the buyer confirms them first. */
  confirmTitle: (selected: number) => `Add ${artworks(selected)} to your downloads?`,
  confirmText: (selected: number, remaining: number) =>
    `Picks are final: these use ${picks(selected)} of the ${remaining} left, and cannot be swapped afterwards.`,
  confirmYes: (selected: number) => `Yes, add ${selected === 1 ? 'it' : 'them'}`,
  confirmBack: 'Keep choosing',
  categoryLabel: 'Collection page',
  loadingPicks: 'Loading your pack...',
  picksError: 'We could not load the artworks of your pack.',
  loadingWorks: 'Loading artworks...',
  worksError: 'We could not load the artworks to choose from.',
  retry: 'Try again',
  empty: (collection: string) =>
    `There are no works in ${collection} yet. Check back soon, or contact support and we will help you choose.`,
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  alreadyPicked: 'In your downloads',
  pickedHeading: 'Picked for this pack',
  allUsedTitle: 'All picks used',
  allUsed: (pack: string) => `Every artwork of your ${pack} is chosen: find them in your downloads.`,
  pickFailed: 'Your picks were not added',
  /**
   * Shown where the downloads would be (success, order and receipt pages) while the
   * pack's works are still to be chosen, with a link to the picker.
   */
  chooseTitle: (remaining: number) => `Choose your ${artworks(remaining)}`,
  choose:
    'Your pack is paid: pick its artworks in the picker. Each one you add becomes a download, and we e-mail you the links.',
  openPicker: 'Open the picker',
} as const;
