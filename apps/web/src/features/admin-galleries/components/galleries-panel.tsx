import { GALLERY_DESCRIPTIONS, type Artwork, type Gallery } from '@shop/contracts';
import { Archive, Download, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { DashboardPanel } from '../../../components/layouts/dashboard-panel';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PreviewImage } from '../../../components/ui/preview-image';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { PanelErrorState } from '../../../components/ui/status-views';
import { useGalleries } from '../api/get-galleries';
import { useGalleryCategory } from '../api/get-gallery-category';
import { GALLERY_MESSAGES } from '../messages';
import { ShopGalleries } from './shop-galleries';

function describe(gallery: Gallery): string {
  if (gallery.description) return gallery.description;
  return gallery.category in GALLERY_DESCRIPTIONS
    ? GALLERY_DESCRIPTIONS[gallery.category as keyof typeof GALLERY_DESCRIPTIONS]
    : '';
}

function downloadCollection(category: string, artworks: readonly Artwork[]) {
  const blob = new Blob([JSON.stringify(artworks, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-collection.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function MasonryTile({ artwork }: { artwork: Artwork }) {
  return (
    <figure
      tabIndex={0}
      data-testid="gallery-tile"
      className="group relative mb-4 break-inside-avoid overflow-hidden rounded-lg border border-neutral-800 bg-neutral-900 focus-visible:outline-2 focus-visible:outline-violet-400"
    >
      <PreviewImage
        artwork={artwork}
        width={480}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        loading="lazy"
        alt={artwork.title}
        className="block min-h-32 w-full"
        style={
          artwork.width !== null && artwork.height !== null
            ? { aspectRatio: `${artwork.width} / ${artwork.height}` }
            : undefined
        }
      />
      <figcaption className="absolute inset-x-0 bottom-0 translate-y-full bg-gradient-to-t from-black/90 to-black/40 p-3 text-sm transition-transform duration-200 group-hover:translate-y-0 group-focus-visible:translate-y-0">
        <p className="font-semibold">{artwork.title}</p>
        <p className="text-neutral-300">{artwork.category}</p>
        <p className="text-xs text-neutral-400">{GALLERY_MESSAGES.dimensions(artwork.width, artwork.height)}</p>
      </figcaption>
    </figure>
  );
}

function CategoryGrid({ category, name }: { category: string; name: string }) {
  const gallery = useGalleryCategory(category);
  const artworks = gallery.data?.artworks ?? [];
  return (
    <section aria-labelledby="gallery-selected-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="gallery-selected-heading" className="text-xl font-semibold">
          {GALLERY_MESSAGES.selectedHeading(name)}
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={artworks.length === 0}
          onClick={() => downloadCollection(category, artworks)}
        >
          <Download className="h-4 w-4" aria-hidden /> {GALLERY_MESSAGES.exportCollection}
        </Button>
      </div>
      {gallery.isPending ? (
        <SkeletonGrid />
      ) : gallery.isError ? (
        <PanelErrorState retryLabel={GALLERY_MESSAGES.retry} onRetry={() => void gallery.refetch()}>
          <p>{GALLERY_MESSAGES.categoryLoadFailed}</p>
        </PanelErrorState>
      ) : artworks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-700 p-10 text-center text-neutral-400">
          {GALLERY_MESSAGES.empty}
        </p>
      ) : (
        <div className="columns-1 gap-4 sm:columns-2 lg:columns-3 xl:columns-4">
          {artworks.map((artwork) => (
            <MasonryTile key={artwork.id} artwork={artwork} />
          ))}
        </div>
      )}
    </section>
  );
}

export function GalleriesPanel() {
  const galleries = useGalleries();
  const [selected, setSelected] = useState<string | null>(null);
  const list = galleries.data ?? [];
  const active = list.find((gallery) => gallery.category === selected) ?? list[0];

  return (
    <DashboardPanel id="galleries" heading={GALLERY_MESSAGES.heading}>
      {galleries.isPending ? (
        <SkeletonGrid count={4} className="lg:grid-cols-4" />
      ) : galleries.isError ? (
        <PanelErrorState retryLabel={GALLERY_MESSAGES.retry} onRetry={() => void galleries.refetch()}>
          <p>{GALLERY_MESSAGES.loadFailed}</p>
        </PanelErrorState>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {list.map((gallery) => {
              const isArchive = gallery.category === GALLERY_MESSAGES.archiveCategory;
              const isActive = active?.category === gallery.category;
              return (
                <li
                  key={gallery.id}
                  data-testid="gallery-card"
                  className={cn(
                    'flex flex-col gap-2 rounded-xl border bg-neutral-900 p-4',
                    isActive ? 'border-violet-500' : 'border-neutral-800',
                  )}
                >
                  <h3 className="font-semibold">{gallery.name}</h3>
                  <p className="text-sm text-violet-300" data-testid="gallery-count">
                    {GALLERY_MESSAGES.artworkCount(gallery.artworkCount)}
                  </p>
                  <p className="flex-1 text-sm text-neutral-400">{describe(gallery)}</p>
                  <Button
                    variant={isActive ? 'primary' : 'outline'}
                    size="sm"
                    aria-pressed={isActive}
                    aria-label={`${isArchive ? GALLERY_MESSAGES.viewArchive : GALLERY_MESSAGES.viewGallery}: ${gallery.name}`}
                    onClick={() => setSelected(gallery.category)}
                  >
                    {isArchive ? (
                      <Archive className="h-4 w-4" aria-hidden />
                    ) : (
                      <FolderOpen className="h-4 w-4" aria-hidden />
                    )}
                    {isArchive ? GALLERY_MESSAGES.viewArchive : GALLERY_MESSAGES.viewGallery}
                  </Button>
                </li>
              );
            })}
          </ul>
          {active === undefined ? null : (
            <CategoryGrid key={active.category} category={active.category} name={active.name} />
          )}
        </>
      )}
      <ShopGalleries />
    </DashboardPanel>
  );
}
