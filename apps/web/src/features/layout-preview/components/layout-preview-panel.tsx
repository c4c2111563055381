import { LAYOUT_TEMPLATES, type LayoutTemplate } from '@shop/contracts';
import { Monitor, RefreshCw, Save, Smartphone, Tablet } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { DashboardPanel } from '../../../components/layouts/dashboard-panel';
import { Field, inputClass } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { useCategoryCounts } from '../api/get-category-counts';
import { useLayout } from '../api/get-layout';
import { usePreviewArtworks } from '../api/get-preview-artworks';
import { useSaveLayout } from '../api/save-layout';
import { pickFeatured, regenerateFeatured } from '../lib/featured';
import { PREVIEW_MESSAGES } from '../messages';
import { MockHomepage, type PreviewDevice } from './mock-homepage';

const DEVICES: { value: PreviewDevice; icon: typeof Monitor }[] = [
  { value: 'desktop', icon: Monitor },
  { value: 'tablet', icon: Tablet },
  { value: 'mobile', icon: Smartphone },
];

function isTemplate(value: string): value is LayoutTemplate {
  return (LAYOUT_TEMPLATES as readonly string[]).includes(value);
}

/**
 * SPEC §9's preview. It asks only for what it shows: the saved picks, a page of the newest
 * approved work to pick from, and the server's counts per category (never the whole catalogue).
 */
export function LayoutPreviewPanel() {
  const layout = useLayout();
  const candidates = usePreviewArtworks(layout.isPending ? undefined : (layout.data?.featuredIds ?? []));
  const categoryCounts = useCategoryCounts();
  const artworks = layout.isPending ? undefined : candidates.artworks;
  const save = useSaveLayout();
  const templateId = useId();
  const [template, setTemplate] = useState<LayoutTemplate | null>(null);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [picked, setPicked] = useState<string[] | null>(null);

  const approved = useMemo(() => artworks ?? [], [artworks]);
  const activeTemplate: LayoutTemplate = template ?? layout.data?.template ?? 'modern-gallery';
  // Until the curator regenerates, show the saved picks that are still approved, topped up.
  const featuredIds = pickFeatured(approved, picked ?? layout.data?.featuredIds ?? []);
  const featured = featuredIds.flatMap((id) => approved.filter((artwork) => artwork.id === id));

  if (candidates.isError || categoryCounts.isError) {
    return (
      <DashboardPanel id="preview" heading={PREVIEW_MESSAGES.heading}>
        <p role="alert" className="text-sm text-red-300">
          {PREVIEW_MESSAGES.artworksFailed}
        </p>
      </DashboardPanel>
    );
  }
  if (artworks === undefined || categoryCounts.counts === undefined) {
    return (
      <DashboardPanel id="preview" heading={PREVIEW_MESSAGES.heading}>
        <SkeletonGrid />
      </DashboardPanel>
    );
  }

  return (
    <DashboardPanel id="preview" heading={PREVIEW_MESSAGES.heading}>
      {layout.isError ? (
        <p role="status" className="text-sm text-amber-300">
          {PREVIEW_MESSAGES.loadFailed}
        </p>
      ) : null}
      <div className="flex flex-col gap-4 rounded-xl border border-neutral-800 bg-neutral-900 p-4 lg:flex-row lg:items-end lg:justify-between">
        <Field id={templateId} label={PREVIEW_MESSAGES.templateLabel}>
          <select
            id={templateId}
            value={activeTemplate}
            onChange={(event) => {
              if (isTemplate(event.target.value)) setTemplate(event.target.value);
            }}
            className={inputClass}
          >
            {LAYOUT_TEMPLATES.map((value) => (
              <option key={value} value={value}>
                {PREVIEW_MESSAGES.templates[value]}
              </option>
            ))}
          </select>
        </Field>
        <div
          role="group"
          aria-label={PREVIEW_MESSAGES.deviceLabel}
          className="flex gap-1 rounded-lg bg-neutral-950 p-1"
        >
          {DEVICES.map(({ value, icon: Icon }) => (
            <Button
              key={value}
              size="sm"
              variant={device === value ? 'primary' : 'ghost'}
              aria-pressed={device === value}
              onClick={() => setDevice(value)}
            >
              <Icon className="h-4 w-4" aria-hidden /> {PREVIEW_MESSAGES.devices[value]}
            </Button>
          ))}
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={approved.length === 0}
            onClick={() => setPicked(regenerateFeatured(approved, featuredIds))}
          >
            <RefreshCw className="h-4 w-4" aria-hidden /> {PREVIEW_MESSAGES.regenerate}
          </Button>
          <Button
            size="sm"
            disabled={save.isPending}
            onClick={() => save.mutate({ template: activeTemplate, featuredIds })}
          >
            <Save className="h-4 w-4" aria-hidden />{' '}
            {save.isPending ? PREVIEW_MESSAGES.saving : PREVIEW_MESSAGES.saveLayout}
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto rounded-xl bg-neutral-900/50 p-4">
        <MockHomepage template={activeTemplate} device={device} featured={featured} counts={categoryCounts.counts} />
      </div>
    </DashboardPanel>
  );
}
