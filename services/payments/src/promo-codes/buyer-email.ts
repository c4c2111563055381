/** Mailboxes that ignore dots in the local part (Gmail's documented behaviour), as one domain. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The one key a first-order-only code judges a buyer by, so another spelling of the same
 * mailbox is not a new buyer. Lower case (no provider delivers by case); the `+alias` dropped
 * (Gmail, Outlook, iCloud, Fastmail and Proton deliver `ann+x@` to `ann@`); and for Gmail the dots
 * dropped and googlemail.com read as gmail.com, which deliver to one mailbox too. Dots elsewhere
 * stay: on other providers `a.b@` and `ab@` can be two people. The cost of the `+` rule on a
 * provider that treats `+` literally is at worst one person refused a discount, never a charge.
 * The receipt keeps the address as typed; this key is only compared.
 */
export function normalizeBuyerEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase() ?? '';
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return trimmed === '' ? null : trimmed;
  const domain = trimmed.slice(at + 1);
  let local = trimmed.slice(0, at);
  const unaliased = local.split('+', 1)[0] ?? '';
  if (unaliased !== '') local = unaliased;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless === undefined) return `${local}@${domain}`;
  const undotted = local.replaceAll('.', '');
  return `${undotted === '' ? local : undotted}@${dotless}`;
}
