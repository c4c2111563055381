import {
  MISCELLANEOUS_PRICE_CENTS,
  artworkPagePath,
  artworkPageTitle,
  categoryPagePath,
  formatCents,
  saleOrNull,
  shortIdOfArtworkPage,
  type Artwork,
} from '@shop/contracts';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/errors/not-found-page';
import { ErrorState, LoadingState } from '../../components/ui/status-views';
import { env } from '../../config/env';
import { canAddToCart, useAddToCart, useCart, type AddRules } from '../../features/cart';
import { ArtworkDetail, PurchaseButton, galleryMessages, useArtworkByShortId } from '../../features/gallery';
import { LicenceChoice, licensedPrice, useLicenceTiers } from '../../features/licences';
import { useShopName } from '../../features/shop-identity/api/shop-identity-query';

const m = galleryMessages.artworkPage;

interface Offer {
  cents: number;
  item: Artwork;
  rules?: AddRules;
}

/**
 * The same rules as the cards: a Miscellaneous piece sells at the fixed $14.99 and needs only a
 * price (SPEC §2/§5), every other piece must be for sale and priced (saleOrNull in @shop/contracts).
 */
function offerOf(artwork: Artwork): Offer | null {
  if (artwork.category === 'Miscellaneous') {
    const rules = { requireForSale: false };
    return canAddToCart(artwork, rules)
      ? { cents: MISCELLANEOUS_PRICE_CENTS, item: { ...artwork, price: formatCents(MISCELLANEOUS_PRICE_CENTS) }, rules }
      : null;
  }
  const cents = saleOrNull(artwork);
  return cents === null ? null : { cents, item: artwork };
}

function Loaded({ artwork }: { artwork: Artwork }) {
  const offer = offerOf(artwork);
  const { add, isBusy } = useAddToCart({ rules: offer?.rules });
  const { items } = useCart();
  const inCart = items.some((line) => line.artwork.id === artwork.id);
  // The artist's licence tiers, if any: the buyer chooses one (the first unless told), and the
  // cart keeps it with the price it adds. None: the shop's one licence, as before tiers.
  const licences = useLicenceTiers();
  const tiers = licences.data?.licences ?? [];
  const [chosenId, setChosenId] = useState<string>();
  const tier = tiers.find((candidate) => candidate.id === chosenId) ?? tiers[0];
  const item = offer && tier ? { ...offer.item, price: licensedPrice(offer.cents, tier) } : offer?.item;
  const licence = tier ? { id: tier.id, name: tier.name, priceDifference: tier.priceDifference } : undefined;
  const shopName = useShopName();

  // The page the layout titles (usePageTitle) leaves an artwork page's title to it.
  useEffect(() => {
    const previous = document.title;
    document.title = artworkPageTitle(artwork, shopName);
    return () => {
      document.title = previous;
    };
  }, [artwork.title, artwork.category, shopName]);

  return (
    <ArtworkDetail
      artwork={artwork}
      priceCents={offer?.cents ?? null}
      categoryPath={categoryPagePath(artwork.category, env.houseCategory)}
      hideShopLicence={tiers.length > 0}
      action={
        offer ? (
          <div className="space-y-2">
            {tier ? (
              <LicenceChoice tiers={tiers} baseCents={offer.cents} value={tier.id} onChange={setChosenId} />
            ) : null}
            <PurchaseButton
              artwork={item ?? offer.item}
              // Until the tiers are known, an add could not say which licence it buys.
              busy={isBusy(artwork.id) || licences.isPending}
              onPurchase={(added) => void add(added, licence)}
              label={galleryMessages.addToCart}
              size="lg"
              className="w-full sm:w-auto"
            />
            {inCart ? (
              <p role="status" className="text-sm text-emerald-300">
                {m.alreadyInCart}
              </p>
            ) : null}
          </div>
        ) : null
      }
    />
  );
}

/**
 * /art/<slug>-<short id>: the artwork found by its short id alone; any other slug is
 * replaced by the canonical one, an unknown (or unapproved) artwork is the app's 404 page.
 */
export default function ArtworkPage() {
  const { slugAndId = '' } = useParams();
  const shortId = shortIdOfArtworkPage(slugAndId);
  if (shortId === undefined) return <NotFoundPage />;
  return <ArtworkByShortId shortId={shortId} />;
}

function ArtworkByShortId({ shortId }: { shortId: string }) {
  const query = useArtworkByShortId(shortId);
  const location = useLocation();

  if (query.isPending) {
    // A screen's height, so the footer is not in view and then pushed away (layout shift).
    return (
      <main className="min-h-[100svh]">
        <LoadingState text={m.loading} />
      </main>
    );
  }
  if (query.isError) {
    return (
      <main>
        <ErrorState
          title={galleryMessages.loadErrorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retryLabel={galleryMessages.retry}
        />
      </main>
    );
  }
  const artwork = query.data;
  if (artwork === null) return <NotFoundPage />;

  const canonical = artworkPagePath(artwork);
  if (decodeURIComponent(location.pathname) !== canonical) {
    // The page keeps its height while it moves to the canonical URL: no footer flashing into view.
    return (
      <main className="min-h-[100svh]">
        <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />
      </main>
    );
  }
  return (
    <main>
      <Loaded artwork={artwork} />
    </main>
  );
}
