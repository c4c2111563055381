import { SHOP_PAGES, STORE_POLICIES, STORE_POLICY_SLUGS, storePolicyPath } from '@shop/contracts';
import e from 'escape-html';
import { appendToBody, type RenderedMail } from './mail-layout.js';

/**
 * Issue #25: every order e-mail ends with the way back to the links (the /download page) and the
 * store's policies (terms, privacy, refund policy, licence, FAQ).
 */
export const ORDER_MAIL_FOOTER_TEXTS = {
  lostLinks: 'Lost your download links?',
  lostLinksAction: 'Get your download links again',
  policies: 'Store policies',
} as const;

/** A page of the shop as an absolute link for a mail (PUBLIC_BASE_URL + the page's path). */
export const shopLink = (publicBaseUrl: string, path: string) => new URL(path, publicBaseUrl).toString();

/** The order e-mail with the shared footer added to its text and its HTML. */
export function withOrderMailFooter(mail: RenderedMail, publicBaseUrl: string): RenderedMail {
  const T = ORDER_MAIL_FOOTER_TEXTS;
  const downloadUrl = shopLink(publicBaseUrl, SHOP_PAGES.download.path);
  const policies = STORE_POLICY_SLUGS.map((slug) => ({
    title: STORE_POLICIES[slug].title,
    url: shopLink(publicBaseUrl, storePolicyPath(slug)),
  }));
  const text = [
    `${T.lostLinks} ${T.lostLinksAction}: ${downloadUrl}`,
    '',
    `${T.policies}:`,
    ...policies.map(({ title, url }) => `- ${title}: ${url}`),
    '',
  ];
  const policyLinks = policies.map(({ title, url }) => `<a href="${e(url)}">${e(title)}</a>`).join(' · ');
  const html = `<hr style="border:0;border-top:1px solid #e5e5e5;margin:24px 0 12px">
<p style="color:#555;font-size:13px">${e(T.lostLinks)} <a href="${e(downloadUrl)}">${e(T.lostLinksAction)}</a></p>
<p style="color:#555;font-size:13px">${e(T.policies)}: ${policyLinks}</p>`;
  return {
    subject: mail.subject,
    text: `${mail.text.replace(/\n*$/, '\n\n')}${text.join('\n')}`,
    html: appendToBody(mail.html, html),
  };
}
