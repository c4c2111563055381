import { expect } from 'vitest';

/** An order e-mail (text and HTML) ends with the link to the lost-links page and the policies. */
export function expectWayBack(mail: { text?: string; html?: string } | undefined) {
  expect(mail?.text).toContain(
    'Lost your download links? Get your download links again: https://shop.example.com/download',
  );
  expect(mail?.html).toContain('<a href="https://shop.example.com/download">Get your download links again</a>');
  // The buyer's library too: every order of the address in one place.
  expect(mail?.html).toContain('<a href="https://shop.example.com/library">Open your library</a>');
  expect(mail?.text).toContain('- Refund Policy: https://shop.example.com/policies/refund-policy');
  expect(mail?.html).toContain('<a href="https://shop.example.com/policies/licence">Licence</a>');
}
