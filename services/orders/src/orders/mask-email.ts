/**
 * The receipt's address as the public order page may show it: the first two letters
 * of the name and the whole domain ("ja•••@example.com"), enough for the buyer to recognise it,
 * not enough for whoever holds the order link to learn it. Null when there is no usable address.
 */
export function maskEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const name = trimmed.slice(0, at);
  const shown = name.length > 3 ? name.slice(0, 2) : name.slice(0, 1);
  return `${shown}•••${trimmed.slice(at)}`;
}
