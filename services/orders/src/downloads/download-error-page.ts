import escapeHtml from 'escape-html';

const HEADINGS: Record<number, string> = {
  404: 'This download link does not work',
  410: 'This download is no longer available',
};

/**
 * The page a buyer sees when a download link they clicked cannot be served: the
 * reason in words, and the ways to get working links again, instead of a bare JSON answer.
 * Self-contained (inline style only, which the gateway's CSP allows), so it needs no web build.
 * Its title names the artist's shop, as every page of the site does.
 */
export function renderDownloadErrorPage(statusCode: number, message: string, shopName: string): string {
  const heading = HEADINGS[statusCode] ?? 'This download is not available';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} | ${escapeHtml(shopName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#0a0a0a;color:#f5f5f5}
main{max-width:36rem;margin:12vh auto;padding:0 1.5rem}
h1{font-size:1.6rem;margin:0 0 1rem}
p{line-height:1.6;color:#d4d4d4}
ul{padding-left:1.2rem;line-height:2}
a{color:#c4b5fd}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<ul>
<li><a href="/download">Get your download links again</a></li>
<li><a href="/contact">Contact us with your order number</a></li>
<li><a href="/">Back to the gallery</a></li>
</ul>
</main>
</body>
</html>
`;
}
