import { describe, expect, it } from 'vitest';
import { renderDownloadErrorPage } from './download-error-page.js';

describe('renderDownloadErrorPage', () => {
  it('says why in words and offers the ways to working links', () => {
    const page = renderDownloadErrorPage(410, 'This download link expired on 2026-10-01.', 'Mira Prints');
    expect(page).toContain('<h1>This download is no longer available</h1>');
    expect(page).toContain('<p>This download link expired on 2026-10-01.</p>');
    expect(page).toContain('<a href="/download">Get your download links again</a>');
    expect(page).toContain('<a href="/contact">Contact us with your order number</a>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<title>This download is no longer available | Mira Prints</title>');
  });

  it('names an unknown link differently from an expired one', () => {
    expect(renderDownloadErrorPage(404, 'x', 'Mira Prints')).toContain('<h1>This download link does not work</h1>');
  });

  it('escapes the message', () => {
    const page = renderDownloadErrorPage(404, '<script>alert("x")</script>', '<b>Mira</b>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('<title>This download link does not work | &lt;b&gt;Mira&lt;/b&gt;</title>');
  });
});
