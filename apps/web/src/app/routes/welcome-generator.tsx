import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useShopName } from '../../features/shop-identity/api/shop-identity-query';
import { WelcomeGenerator, welcomeMessages as m } from '../../features/welcome';

const navLink =
  'rounded px-2 py-1 text-sm font-semibold tracking-wider hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400';

export default function WelcomeGeneratorPage() {
  const shopName = useShopName();
  return (
    <main className="pb-12">
      <nav aria-label={m.nav} className="border-b border-neutral-800 bg-neutral-900/60">
        <ul className="mx-auto flex max-w-7xl gap-4 px-4 py-3 text-neutral-300">
          <li>
            <Link to={paths.home} className={navLink}>
              {m.home}
            </Link>
          </li>
          <li>
            <Link to={paths.contact} className={navLink}>
              {m.personalPage}
            </Link>
          </li>
          <li>
            <Link to={paths.dashboard} className={navLink}>
              {m.admin}
            </Link>
          </li>
        </ul>
      </nav>
      <header className="mx-auto max-w-7xl px-4 pt-8 pb-6">
        <h1 className="text-4xl font-bold tracking-tight">{m.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-neutral-300">{m.intro}</p>
      </header>
      <div className="mx-auto max-w-7xl px-4">
        <WelcomeGenerator shopName={shopName} />
      </div>
    </main>
  );
}
