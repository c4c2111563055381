import { describe, expect, it } from 'vitest';
import { htmlDocument } from './mail-layout.js';
import { withOrderMailFooter } from './order-mail-footer.js';

describe('the order e-mails’ shared footer (issue #25)', () => {
  const mail = { subject: 'S', text: 'Body\n', html: htmlDocument('S', '<p>Body</p>') };
  const footed = withOrderMailFooter(mail, 'https://shop.example.com/');

  it('ends the text with the link to the lost-links page and the store policies', () => {
    expect(footed.subject).toBe('S');
    expect(footed.text).toBe(
      [
        'Body',
        '',
        'Lost your download links? Get your download links again: https://shop.example.com/download',
        '',
        'Store policies:',
        '- Terms of Sale: https://shop.example.com/policies/terms',
        '- Privacy Policy: https://shop.example.com/policies/privacy',
        '- Refund Policy: https://shop.example.com/policies/refund-policy',
        '- Licence: https://shop.example.com/policies/licence',
        '- FAQ: https://shop.example.com/policies/faq',
        '',
      ].join('\n'),
    );
  });

  it('ends the HTML body with the same links', () => {
    expect(footed.html).toMatch(
      /<p>Body<\/p>\n<hr[^>]*>\n<p[^>]*>Lost your download links\? <a href="https:\/\/shop\.example\.com\/download">Get your download links again<\/a><\/p>\n<p[^>]*>Store policies: .*<\/p>\n<\/body>\n<\/html>\n$/,
    );
    expect(footed.html).toContain('<a href="https://shop.example.com/policies/refund-policy">Refund Policy</a>');
    expect(footed.html.match(/\/policies\//g)).toHaveLength(5);
  });
});
