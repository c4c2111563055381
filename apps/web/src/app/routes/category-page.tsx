import type { Artwork, LargestPaint } from '@shop/contracts';
import type { ReactNode } from 'react';
import { PageHeader, PageLinks } from '../../components/layouts/page-header';
import { useAddToCart, type AddRules } from '../../features/cart';
import { CategoryGallery, PurchaseButton, type CategoryGalleryText } from '../../features/gallery';

/**
 * The frame the Sci-Fi, Algornation and Miscellaneous pages share: header, the category's grid
 * with a purchase button per priced piece, and links to the other collections.
 */
export function CategoryPage({
  page,
  text,
  headerExtra,
  eagerCount,
  priceCentsOf,
  addRules,
  toCartItem = (artwork) => artwork,
  links,
}: {
  /** The page's row of SHOP_PAGES: its category and largest paint. */
  page: { category: string; largestPaint: LargestPaint };
  text: CategoryGalleryText & { title: string; intro: ReactNode };
  headerExtra?: ReactNode;
  eagerCount: number;
  priceCentsOf: (artwork: Artwork) => number | null;
  addRules?: AddRules;
  /** What goes into the cart for a piece (e.g. at the page's fixed price). */
  toCartItem?: (artwork: Artwork) => Artwork;
  links: readonly { to: string; label: string }[];
}) {
  const { add, isBusy } = useAddToCart({ rules: addRules });
  return (
    <main className="pb-8">
      <PageHeader title={text.title} intro={text.intro}>
        {headerExtra}
      </PageHeader>
      <div className="mx-auto w-full max-w-7xl px-4">
        <CategoryGallery
          category={page.category}
          largestPaint={page.largestPaint}
          eagerCount={eagerCount}
          text={text}
          priceCentsOf={priceCentsOf}
          renderPurchase={(artwork) => (
            <PurchaseButton
              artwork={artwork}
              busy={isBusy(artwork.id)}
              onPurchase={(a) => void add(toCartItem(a))}
              size="sm"
            />
          )}
        />
      </div>
      <PageLinks label="More collections" links={links} />
    </main>
  );
}
