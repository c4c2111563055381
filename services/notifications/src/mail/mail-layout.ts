import e from 'escape-html';

/** An e-mail as every kind renders it: the same facts as HTML and as plain text. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Who the shop is, as every e-mail's branded frame shows it (the dashboard's settings). */
export interface MailBranding {
  shopName: string;
  /** The logo's absolute URL (the shop's public logo route), or null when the shop has none. */
  logoUrl: string | null;
  /** The address buyers write to. */
  supportEmail: string;
  /** The shop's address (PUBLIC_BASE_URL): the links every e-mail carries start here. */
  publicBaseUrl: string;
}

/**
 * The HTML every e-mail is wrapped in: one narrow column that reads on phones and in webmail.
 * The viewport meta keeps a phone's web view from laying it out 980 px wide, and long
 * words (a download URL, an order id) wrap instead of widening the column past the screen.
 */
export function htmlDocument(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:640px;margin:0 auto;padding:16px;overflow-wrap:anywhere;word-break:break-word">
${body}
</body>
</html>
`;
}

/**
 * `fragment` placed at the end of an htmlDocument's body, so a part every e-mail of a family shares
 * (the order e-mails' footer) is added once, after each kind has rendered its own body.
 */
export function appendToBody(html: string, fragment: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${fragment}\n` : `${html.slice(0, end)}${fragment}\n${html.slice(end)}`;
}
