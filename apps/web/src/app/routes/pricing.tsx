import { PRICING_PACKAGES, type PricingPackage } from '@shop/contracts';
import { Gift, Package, Tag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layouts/page-header';
import { InfoCard } from '../../components/ui/info-card';
import { linkButtonClass } from '../../components/ui/link-button';
import { paths } from '../../config/paths';
import { cartMessages, useAddToCart } from '../../features/cart';
import { PackageCard, packageAsArtwork, pricingMessages as m, useArtPriceRange } from '../../features/pricing';

const linkButton = linkButtonClass('outline', 'mt-3 inline-block');

export default function PricingPage() {
  const { add, isBusy } = useAddToCart({ successTitle: cartMessages.addedShortTitle });
  const onAdd = (pkg: PricingPackage) => void add(packageAsArtwork(pkg));
  // The art prices promised follow the works for sale (none promised until known).
  const artRange = useArtPriceRange().data;

  return (
    <main className="pb-12">
      <PageHeader title={m.title} intro={m.intro(artRange)} />
      <div className="mx-auto w-full max-w-7xl space-y-10 px-4">
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3">
          {PRICING_PACKAGES.map((pkg) => (
            <li key={pkg.id} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <PackageCard pkg={pkg} busy={isBusy(pkg.id)} onAdd={onAdd} />
              </div>
            </li>
          ))}
        </ul>
        <p className="text-center text-sm text-neutral-400">{m.priceRange(artRange)}</p>
        <div className="grid gap-6 md:grid-cols-3">
          <InfoCard icon={Package} title={m.physicalTitle} text={m.physicalText} className="p-6">
            <Link to={paths.contact} className={linkButton}>
              {m.waitlist}
            </Link>
          </InfoCard>
          <InfoCard icon={Gift} title={m.earlyAccessTitle} text={m.earlyAccessText} className="p-6">
            <Link to={paths.contact} className={linkButton}>
              {m.apply}
            </Link>
          </InfoCard>
          <InfoCard icon={Tag} title={m.promoTitle} text={m.promoText} className="p-6" />
        </div>
      </div>
    </main>
  );
}
