import e from 'escape-html';
import { appendToBody, type MailBranding, type RenderedMail } from './mail-layout.js';

/** What the frame around every e-mail says, beside the shop's name and logo. */
export const BRANDED_FRAME_TEXTS = {
  supportLead: 'Questions? Write to',
  visit: 'Visit the shop',
} as const;

/** `fragment` placed right after the `<body>` tag of an htmlDocument (or first, when there is none). */
function prependToBody(html: string, fragment: string): string {
  const match = /<body[^>]*>\n?/.exec(html);
  if (!match) return `${fragment}\n${html}`;
  const at = match.index + match[0].length;
  return `${html.slice(0, at)}${fragment}\n${html.slice(at)}`;
}

function headerHtml({ shopName, logoUrl, publicBaseUrl }: MailBranding): string {
  const logo = logoUrl
    ? `<img src="${e(logoUrl)}" alt="${e(shopName)}" height="48" style="height:48px;max-width:200px;vertical-align:middle;border:0;margin-right:12px">`
    : '';
  return `<div style="border-bottom:2px solid #111;padding:0 0 12px;margin:0 0 20px" data-part="brand-header">
<a href="${e(publicBaseUrl)}" style="color:#111;text-decoration:none;font-size:20px;font-weight:bold">${logo}<span>${e(shopName)}</span></a>
</div>`;
}

function footerHtml({ shopName, supportEmail, publicBaseUrl }: MailBranding): string {
  return `<div style="border-top:1px solid #e5e5e5;margin:24px 0 0;padding:12px 0 0;color:#555;font-size:13px" data-part="brand-footer">
<p style="margin:0 0 4px">${e(BRANDED_FRAME_TEXTS.supportLead)} <a href="mailto:${e(supportEmail)}">${e(supportEmail)}</a>.</p>
<p style="margin:0">${e(shopName)} · <a href="${e(publicBaseUrl)}">${e(BRANDED_FRAME_TEXTS.visit)}</a></p>
</div>`;
}

/**
 * The one branded template of every e-mail: the shop's name and logo above the kind's
 * own body, the support address and the shop's link below it, in the HTML and the plain text. The
 * kind's texts and subject stay exactly as it wrote them; the frame only goes around them.
 */
export function withBrandedFrame(mail: RenderedMail, branding: MailBranding): RenderedMail {
  const textHeader = [branding.shopName, '='.repeat(Math.min(branding.shopName.length, 60)), ''];
  const textFooter = [
    '--',
    `${BRANDED_FRAME_TEXTS.supportLead} ${branding.supportEmail}.`,
    `${branding.shopName}: ${branding.publicBaseUrl}`,
    '',
  ];
  return {
    subject: mail.subject,
    text: `${textHeader.join('\n')}\n${mail.text.replace(/\n*$/, '\n\n')}${textFooter.join('\n')}`,
    html: appendToBody(prependToBody(mail.html, headerHtml(branding)), footerHtml(branding)),
  };
}
