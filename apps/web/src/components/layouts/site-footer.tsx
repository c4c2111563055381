import { ExternalLink } from 'lucide-react';
import { env, type SocialLink } from '../../config/env';
import { layoutMessages } from './messages';
import { HelpLinks } from './policy-links';

const footerLinkClass =
  'rounded px-2 py-1 underline-offset-4 hover:text-neutral-100 hover:underline focus-visible:outline-2 focus-visible:outline-violet-400';

/** The shop as the footer names it; undefined while a page served without it asks for it. */
export interface FooterShop {
  shopName: string;
  supportEmail: string | null;
}

/**
 * SPEC §1/§2: footer tagline, the social links (new tab) and a copyright line. The links
 * are the shop's own (gateway SOCIAL_LINKS); with none configured the list is left out. Then
 * the way back to lost download links and the store's policy pages.
 */
export function SiteFooter({
  socialLinks = env.socialLinks,
  shop,
}: {
  socialLinks?: readonly SocialLink[];
  shop: FooterShop | undefined;
}) {
  return (
    <footer className="border-t border-neutral-800 bg-neutral-950 px-4 py-10 text-center text-sm text-neutral-400">
      <p className="mx-auto max-w-2xl">{layoutMessages.tagline}</p>
      <HelpLinks className="mt-6" linkClassName={footerLinkClass} withAbout />
      {socialLinks.length > 0 ? (
        <nav aria-label={layoutMessages.socialNav} className="mt-6">
          <ul className="flex flex-wrap items-center justify-center gap-4">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.name} (${layoutMessages.newTab})`}
                  className="inline-flex items-center gap-1 rounded px-2 py-1 hover:text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400"
                >
                  {link.name}
                  <ExternalLink className="h-3 w-3" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shop?.supportEmail ? (
        <p className="mt-6">
          {layoutMessages.support}{' '}
          <a href={`mailto:${shop.supportEmail}`} className={footerLinkClass}>
            {shop.supportEmail}
          </a>
        </p>
      ) : null}
      {/* While the name loads, the line's place is kept rather than showing the default name first. */}
      <p className="mt-6">{shop ? layoutMessages.copyright(new Date().getFullYear(), shop.shopName) : '\u00a0'}</p>
    </footer>
  );
}
