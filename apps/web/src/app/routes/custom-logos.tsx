import { LOGO_PACKAGE_ID, findPricingPackage } from '@shop/contracts';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader, PageLinks } from '../../components/layouts/page-header';
import { linkButtonClass } from '../../components/ui/link-button';
import { paths } from '../../config/paths';
import { cartMessages, useAddToCart } from '../../features/cart';
import { PackageCard, packageAsArtwork, pricingMessages as m } from '../../features/pricing';

const logo = findPricingPackage(LOGO_PACKAGE_ID);

/** SPEC §2 /custom-logos (linked from Sci-Fi): the logo product, $19.99 with 3 concepts. */
export default function CustomLogosPage() {
  const { add, isBusy } = useAddToCart({ successTitle: cartMessages.addedShortTitle });
  return (
    <main className="pb-8">
      <PageHeader title={m.logosTitle} intro={m.logosIntro} />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 pt-3 md:grid-cols-2">
        {logo ? (
          <PackageCard pkg={logo} busy={isBusy(logo.id)} onAdd={(pkg) => void add(packageAsArtwork(pkg))} />
        ) : null}
        <div className="space-y-6">
          <section>
            <h2 className="text-xl font-semibold">{m.logosIncluded}</h2>
            <ul className="mt-3 space-y-2">
              {m.logosFeatures.map((feature) => (
                <li key={feature} className="flex items-center gap-2 text-neutral-300">
                  <Check className="h-4 w-4 text-emerald-400" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="text-xl font-semibold">{m.logosHowTitle}</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-neutral-300">
              {m.logosSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link to={paths.contact} className={linkButtonClass('outline', 'mt-4 inline-block')}>
              {m.logosContact}
            </Link>
          </section>
        </div>
      </div>
      <PageLinks
        label="More collections"
        links={[
          { to: paths.sciFi, label: 'Sci-Fi' },
          { to: paths.pricing, label: 'Pricing' },
        ]}
      />
    </main>
  );
}
