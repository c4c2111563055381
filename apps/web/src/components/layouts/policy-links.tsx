import { ABOUT_PAGE, STORE_POLICIES, STORE_POLICY_SLUGS, storePolicyPath } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { cn } from '../ui/cn';
import { layoutMessages } from './messages';

const listClass = 'flex flex-wrap items-center gap-x-4 gap-y-2';

function PolicyItems({ linkClassName }: { linkClassName?: string }) {
  return STORE_POLICY_SLUGS.map((slug) => (
    <li key={slug}>
      <Link to={storePolicyPath(slug)} className={linkClassName}>
        {STORE_POLICIES[slug].title}
      </Link>
    </li>
  ));
}

/** Links to the five store policy pages, as a list. */
export function PolicyLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={cn(listClass, className)}>
      <PolicyItems linkClassName={linkClassName} />
    </ul>
  );
}

/** The way back to lost download links (and the buyer's library), then the store's policies (footer, receipt). */
export function HelpLinks({
  className,
  linkClassName,
  withAbout = false,
}: {
  className?: string;
  linkClassName?: string;
  /** The artist's About page last (the footer's, not the receipt's). */
  withAbout?: boolean;
}) {
  return (
    <nav aria-label={layoutMessages.helpNav} className={className}>
      <ul className={cn(listClass, 'justify-center')}>
        <li>
          <Link to={paths.download} className={linkClassName}>
            {layoutMessages.lostLinks}
          </Link>
        </li>
        <li>
          <Link to={paths.library} className={linkClassName}>
            {layoutMessages.library}
          </Link>
        </li>
        <PolicyItems linkClassName={linkClassName} />
        {withAbout ? (
          <li>
            <Link to={paths.about} className={linkClassName}>
              {ABOUT_PAGE.title}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
