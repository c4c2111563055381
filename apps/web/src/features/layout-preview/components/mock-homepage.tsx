import { DASHBOARD_CATEGORIES, type Artwork, type LayoutTemplate } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { PREVIEW_MESSAGES } from '../messages';
import { FeaturedArtworks, type PreviewDevice } from './featured-artworks';

export type { PreviewDevice } from './featured-artworks';

/** SPEC §9 device preview widths. */
export const DEVICE_WIDTH_CLASS: Record<PreviewDevice, string> = {
  desktop: 'max-w-7xl',
  tablet: 'max-w-3xl',
  mobile: 'max-w-sm',
};

const THEMES: Record<LayoutTemplate, { page: string; tile: string; heading: string }> = {
  'modern-gallery': {
    page: 'bg-neutral-950 text-white',
    tile: 'bg-neutral-900 border-neutral-800',
    heading: 'font-black tracking-tight',
  },
  'minimalist-grid': {
    page: 'bg-white text-neutral-900',
    tile: 'bg-neutral-100 border-neutral-200',
    heading: 'font-light tracking-wide',
  },
  'editorial-layout': {
    page: 'bg-stone-100 text-stone-900',
    tile: 'bg-white border-stone-300',
    heading: 'font-serif font-bold',
  },
  'portfolio-style': {
    page: 'bg-slate-900 text-slate-100',
    tile: 'bg-slate-800 border-slate-700',
    heading: 'font-semibold uppercase tracking-widest',
  },
};

export interface MockHomepageProps {
  template: LayoutTemplate;
  device: PreviewDevice;
  featured: Artwork[];
  /** Approved works per category, as the server counts them; a missing category counts 0. */
  counts: Readonly<Record<string, number>>;
}

/** What the public home page would look like: featured work and the four categories with counts. */
export function MockHomepage({ template, device, featured, counts }: MockHomepageProps) {
  const theme = THEMES[template];
  return (
    <div
      data-testid="mock-homepage"
      data-template={template}
      data-device={device}
      className={cn(
        'mx-auto w-full overflow-hidden rounded-xl border border-neutral-700 shadow-2xl transition-all',
        DEVICE_WIDTH_CLASS[device],
        theme.page,
      )}
    >
      <header className="flex items-center justify-between border-b border-current/10 px-5 py-3">
        <span className={cn('text-lg', theme.heading)}>{PREVIEW_MESSAGES.mockBrand}</span>
        <span className="text-xs opacity-60">PRICING</span>
      </header>
      <div className="space-y-8 p-5">
        <div>
          <h3 className={cn('text-2xl', theme.heading)}>{PREVIEW_MESSAGES.featuredHeading}</h3>
          <p className="text-sm opacity-70">{PREVIEW_MESSAGES.mockTagline}</p>
        </div>
        <FeaturedArtworks template={template} featured={featured} device={device} />
        <section>
          <h3 className={cn('mb-3 text-lg', theme.heading)}>{PREVIEW_MESSAGES.categoriesHeading}</h3>
          <ul
            className={cn(
              'grid gap-3',
              device === 'mobile' ? 'grid-cols-1' : 'grid-cols-2',
              device === 'desktop' && 'lg:grid-cols-4',
            )}
          >
            {DASHBOARD_CATEGORIES.map((category) => (
              <li key={category} data-testid="category-tile" className={cn('rounded-lg border p-4', theme.tile)}>
                <p className="font-semibold">{category}</p>
                <p className="text-sm opacity-70">{PREVIEW_MESSAGES.approvedCount(counts[category] ?? 0)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
