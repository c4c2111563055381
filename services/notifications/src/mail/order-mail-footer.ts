import {
  DOWNLOAD_LICENCE,
  SHOP_PAGES,
  STORE_POLICIES,
  STORE_POLICY_SLUGS,
  storePolicyPath,
  type OrderReceipt,
} from '@shop/contracts';
import e from 'escape-html';
import { orderSummaryHtml, orderSummaryText, type Thumbnails } from '../order-mail/order-summary.js';
import { appendToBody, type RenderedMail } from './mail-layout.js';

/**
 * Every order e-mail ends with the order (its items and totals, when the kind's own body
 * does not show them), a link to the order's page, the licence, the way back to the links (the
 * /download page and the buyer's library) and the store's policies (terms, privacy,
 * refund policy, licence, FAQ).
 */
export const ORDER_MAIL_FOOTER_TEXTS = {
  summaryHeading: 'Your order',
  orderPage: 'View your order',
  licence: `${DOWNLOAD_LICENCE.heading}. ${DOWNLOAD_LICENCE.summary}`,
  licenceAction: 'Read the licence',
  /** Instead of the shop's one licence, when every item was bought under a licence tier. */
  tierLicences: 'What you may do with each file is the licence named beside it above, as it was when you bought it.',
  lostLinks: 'Lost your download links?',
  lostLinksAction: 'Get your download links again',
  /** Every order of the address, and new links after the 30 days where the artist gives them. */
  library: 'All your orders, later too:',
  libraryAction: 'Open your library',
  policies: 'Store policies',
} as const;

/** A page of the shop as an absolute link for a mail (PUBLIC_BASE_URL + the page's path). */
export const shopLink = (publicBaseUrl: string, path: string) => new URL(path, publicBaseUrl).toString();

/** The buyer's order page (the success page, SPEC's /success?order={id}). */
export const orderPageLink = (publicBaseUrl: string, orderId: string) =>
  shopLink(publicBaseUrl, `${SHOP_PAGES.success.path}?order=${encodeURIComponent(orderId)}`);

export interface OrderMailFooter {
  publicBaseUrl: string;
  orderId: string;
  /** The order's items and totals, for a kind whose body does not show them (the receipt's does). */
  summary?: { receipt: OrderReceipt; thumbnails: Thumbnails };
  /**
   * Every item was bought under a licence tier, which the mail names with its text: the shop's
   * one licence, which covers none of them, is left out.
   */
  everyItemHasTier?: boolean;
}

/** True when every line of the order was sold under a licence tier (its name and text kept on the line). */
export const everyLineHasTier = (receipt: OrderReceipt) =>
  receipt.lines.length > 0 && receipt.lines.every((line) => line.licence !== undefined);

/** The order e-mail with the shared footer added to its text and its HTML. */
export function withOrderMailFooter(
  mail: RenderedMail,
  { publicBaseUrl, orderId, summary, everyItemHasTier = false }: OrderMailFooter,
): RenderedMail {
  const T = ORDER_MAIL_FOOTER_TEXTS;
  const orderUrl = orderPageLink(publicBaseUrl, orderId);
  const licenceUrl = shopLink(publicBaseUrl, storePolicyPath('licence'));
  const downloadUrl = shopLink(publicBaseUrl, SHOP_PAGES.download.path);
  const libraryUrl = shopLink(publicBaseUrl, SHOP_PAGES.library.path);
  const policies = STORE_POLICY_SLUGS.map((slug) => ({
    title: STORE_POLICIES[slug].title,
    url: shopLink(publicBaseUrl, storePolicyPath(slug)),
  }));
  const text = [
    ...(summary ? [`${T.summaryHeading}:`, ...orderSummaryText(summary.receipt), ''] : []),
    `${T.orderPage}: ${orderUrl}`,
    everyItemHasTier ? T.tierLicences : `${T.licence} ${T.licenceAction}: ${licenceUrl}`,
    '',
    `${T.lostLinks} ${T.lostLinksAction}: ${downloadUrl}`,
    `${T.library} ${T.libraryAction}: ${libraryUrl}`,
    '',
    `${T.policies}:`,
    ...policies.map(({ title, url }) => `- ${title}: ${url}`),
    '',
  ];
  const policyLinks = policies.map(({ title, url }) => `<a href="${e(url)}">${e(title)}</a>`).join(' · ');
  const summaryHtml = summary
    ? `<h2 style="font-size:16px">${e(T.summaryHeading)}</h2>\n${orderSummaryHtml(summary.receipt, summary.thumbnails)}\n`
    : '';
  const html = `${summaryHtml}<p><a href="${e(orderUrl)}">${e(T.orderPage)}</a></p>
<p style="font-size:13px">${everyItemHasTier ? e(T.tierLicences) : `${e(T.licence)} <a href="${e(licenceUrl)}">${e(T.licenceAction)}</a>`}</p>
<hr style="border:0;border-top:1px solid #e5e5e5;margin:24px 0 12px">
<p style="color:#555;font-size:13px">${e(T.lostLinks)} <a href="${e(downloadUrl)}">${e(T.lostLinksAction)}</a></p>
<p style="color:#555;font-size:13px">${e(T.library)} <a href="${e(libraryUrl)}">${e(T.libraryAction)}</a></p>
<p style="color:#555;font-size:13px">${e(T.policies)}: ${policyLinks}</p>`;
  return {
    subject: mail.subject,
    text: `${mail.text.replace(/\n*$/, '\n\n')}${text.join('\n')}`,
    html: appendToBody(mail.html, html),
  };
}
