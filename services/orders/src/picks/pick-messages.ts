/** The sentences a buyer reads about picks; the web app shows the server's words as they are. */

const picks = (count: number) => `${count} pick${count === 1 ? '' : 's'}`;
const works = (count: number) => `${count} artwork${count === 1 ? '' : 's'}`;

export function picksLeftRefusal(remaining: number, packCount: number, chosen: number): string {
  if (remaining === 0) return 'All picks of this order are used: nothing was added.';
  const holder = packCount === 1 ? 'This pack has' : "This order's packs have";
  return `${holder} ${picks(remaining)} left, but ${works(chosen)} new to this order were chosen. Nothing was added: choose at most ${remaining}.`;
}

export function noFittingPackRefusal(title: string): string {
  return `"${title}" fits none of the packs with picks left: nothing was added.`;
}

export function pickResultMessage(granted: readonly string[], alreadyOwned: readonly string[]): string {
  const parts: string[] = [];
  if (granted.length > 0) parts.push(`${works(granted.length)} added to your downloads.`);
  if (alreadyOwned.length > 0) {
    const names = alreadyOwned.map((title) => `"${title}"`).join(', ');
    parts.push(`${names} ${alreadyOwned.length === 1 ? 'is' : 'are'} already in this order: no pick used.`);
  }
  return parts.join(' ');
}
