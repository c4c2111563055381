import { describe, expect, it } from 'vitest';
import { htmlDocument } from './mail-layout.js';
import { withOrderMailFooter } from './order-mail-footer.js';

describe('the order e-mails’ shared footer (issue #25)', () => {
  const mail = { subject: 'S', text: 'Body\n', html: htmlDocument('S', '<p>Body</p>') };

  it('ends the text and the HTML body with the link to the lost-links page', () => {
    const footed = withOrderMailFooter(mail, 'https://shop.example.com/');
    expect(footed.subject).toBe('S');
    expect(footed.text).toBe(
      'Body\n\nLost your download links? Get your download links again: https://shop.example.com/download\n',
    );
    expect(footed.html).toMatch(
      /<p>Body<\/p>\n<hr[^>]*>\n<p[^>]*>Lost your download links\? <a href="https:\/\/shop\.example\.com\/download">Get your download links again<\/a><\/p>\n<\/body>\n<\/html>\n$/,
    );
  });
});
