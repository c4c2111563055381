import { describe, expect, it } from 'vitest';
import { renderDownloadErrorPage } from './download-error-page.js';

describe('renderDownloadErrorPage', () => {
  it('says why in words and offers the ways to working links', () => {
    const page = renderDownloadErrorPage(410, 'This download link expired on 2026-10-01.');
    expect(page).toContain('<h1>This download is no longer available</h1>');
    expect(page).toContain('<p>This download link expired on 2026-10-01.</p>');
    expect(page).toContain('<a href="/download">Get your download links again</a>');
    expect(page).toContain('<a href="/contact">Contact us with your order number</a>');
    expect(page).toContain('<meta name="robots" content="noindex">');
  });

  it('names an unknown link differently from an expired one', () => {
    expect(renderDownloadErrorPage(404, 'x')).toContain('<h1>This download link does not work</h1>');
  });

  it('escapes the message', () => {
    const page = renderDownloadErrorPage(404, '<script>alert("x")</script>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });
});
