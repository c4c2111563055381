import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from '../../config/env';
import { layoutMessages } from './messages';
import { SiteFooter } from './site-footer';

const inRouter = (element: ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);
const SHOP = { shopName: 'Algorithmic Art Gallery', supportEmail: null };

describe("the footer's shop", () => {
  it("signs the copyright with the artist's shop name, and gives its support address when set", () => {
    inRouter(<SiteFooter socialLinks={[]} shop={{ shopName: 'Mira Prints', supportEmail: 'hello@mira.example' }} />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Mira Prints. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@mira.example' })).toHaveAttribute(
      'href',
      'mailto:hello@mira.example',
    );
    expect(screen.queryByText(/Algorithmic Art Gallery/)).not.toBeInTheDocument();
  });

  it('names no shop while its name loads, and no address when none is set', () => {
    inRouter(<SiteFooter socialLinks={[]} shop={undefined} />);
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});

describe('the footer’s social links', () => {
  it('leaves the list out when none are configured', () => {
    inRouter(<SiteFooter socialLinks={[]} shop={SHOP} />);
    expect(screen.queryByRole('navigation', { name: 'Social media' })).not.toBeInTheDocument();
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
  });

  it('shows the configured ones, each opening in a new tab', () => {
    inRouter(<SiteFooter socialLinks={[{ name: 'Instagram', href: 'https://www.instagram.com/shop' }]} shop={SHOP} />);
    const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/shop');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads only well-formed http(s) links from the page’s settings', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('not json')).toEqual([]);
    expect(parseSocialLinks('{"name":"X"}')).toEqual([]);
    expect(
      parseSocialLinks(
        JSON.stringify([
          { name: 'X', href: 'https://x.com/shop' },
          { name: 'Bad', href: 'javascript:alert(1)' },
          { name: '', href: 'https://empty.example' },
        ]),
      ),
    ).toEqual([{ name: 'X', href: 'https://x.com/shop' }]);
  });

  it('links to the lost-links page', () => {
    inRouter(<SiteFooter socialLinks={[]} shop={SHOP} />);
    const help = screen.getByRole('navigation', { name: layoutMessages.helpNav });
    expect(help).toContainElement(screen.getByRole('link', { name: layoutMessages.lostLinks }));
    expect(screen.getByRole('link', { name: layoutMessages.lostLinks })).toHaveAttribute('href', '/download');
  });

  it('links to the five store policy pages', () => {
    inRouter(<SiteFooter socialLinks={[]} shop={SHOP} />);
    const help = within(screen.getByRole('navigation', { name: layoutMessages.helpNav }));
    // After the lost-links page, the buyer's library.
    expect(help.getByRole('link', { name: layoutMessages.library })).toHaveAttribute('href', '/library');
    expect(
      help
        .getAllByRole('link')
        .slice(2, -1)
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms of Sale', '/policies/terms'],
      ['Privacy Policy', '/policies/privacy'],
      ['Refund Policy', '/policies/refund-policy'],
      ['Licence', '/policies/licence'],
      ['FAQ', '/policies/faq'],
    ]);
  });

  it('links to the artist’s About page, after the policies', () => {
    inRouter(<SiteFooter socialLinks={[]} shop={SHOP} />);
    const help = within(screen.getByRole('navigation', { name: layoutMessages.helpNav }));
    expect(help.getAllByRole('link').at(-1)).toHaveAttribute('href', '/about');
    expect(help.getByRole('link', { name: 'About the artist' })).toHaveAttribute('href', '/about');
  });
});
