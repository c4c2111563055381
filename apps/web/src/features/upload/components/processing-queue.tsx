import type { Artwork } from '@shop/contracts';
import { CheckCircle2, FileImage, Loader2, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { UploadItem } from '../hooks/use-upload-queue';
import { itemOcrState, type OcrJob } from '../lib/ocr-state';
import { UPLOAD_MESSAGES } from '../messages';
import { OpenInCurationLink, QueueItemThumbnail, type CurationSearch } from './queue-item-preview';

const BAR_TONES = { violet: 'bg-violet-500', sky: 'bg-sky-500' } as const;

function QueueProgress({ value, label, tone }: { value: number; label: string; tone: keyof typeof BAR_TONES }) {
  return (
    <ProgressBar
      value={value}
      label={label}
      className="h-2"
      barClassName={`${BAR_TONES[tone]} transition-[width] duration-200`}
    />
  );
}

function OcrLine({ artwork, job }: { artwork: Artwork; job: OcrJob | undefined }) {
  const state = itemOcrState(artwork, job);
  switch (state.kind) {
    case 'queued':
      return (
        <p className="flex items-center gap-1.5 text-sm text-neutral-400">
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />{' '}
          {UPLOAD_MESSAGES.ocrQueued}
        </p>
      );
    case 'processing':
      return (
        <div className="space-y-1">
          <p className="text-sm text-sky-300">{UPLOAD_MESSAGES.ocrProcessing(state.progress)}</p>
          <QueueProgress value={state.progress} label={`OCR progress for ${artwork.title}`} tone="sky" />
        </div>
      );
    case 'clean':
      return (
        <p className="flex items-center gap-1.5 text-sm text-emerald-300">
          <CheckCircle2 className="h-4 w-4" aria-hidden /> {UPLOAD_MESSAGES.ocrCompleted}
        </p>
      );
    case 'flagged':
    case 'failed':
      return (
        <div className="text-sm text-red-300">
          <p className="flex items-center gap-1.5">
            <TriangleAlert className="h-4 w-4" aria-hidden />
            {state.kind === 'flagged' ? UPLOAD_MESSAGES.ocrIssues(state.errors.length) : UPLOAD_MESSAGES.ocrFailed}
          </p>
          {state.errors.length > 0 ? (
            <ul className="mt-1 list-disc pl-6 text-red-200">
              {state.errors.map((error, index) => (
                <li key={`${index}-${error}`}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
      );
  }
}

function ItemBadge({ item, artwork }: { item: UploadItem; artwork: Artwork | undefined }) {
  if (item.status === 'error') return <Badge tone="danger">{UPLOAD_MESSAGES.failedBadge}</Badge>;
  if (item.status === 'uploading' || artwork === undefined) return <Badge tone="info">{`${item.progress}%`}</Badge>;
  const state = itemOcrState(artwork, undefined);
  if (state.kind === 'flagged') return <Badge tone="danger">{UPLOAD_MESSAGES.flaggedBadge}</Badge>;
  if (state.kind === 'failed') return <Badge tone="danger">{UPLOAD_MESSAGES.failedBadge}</Badge>;
  if (state.kind === 'clean') return <Badge tone="success">{UPLOAD_MESSAGES.cleanBadge}</Badge>;
  return <Badge tone="neutral">{UPLOAD_MESSAGES.uploadedBadge}</Badge>;
}

export interface ProcessingQueueProps {
  items: UploadItem[];
  /** The latest artworks list, so a finished upload shows its OCR outcome as it lands. */
  artworks: readonly Artwork[] | undefined;
  jobs: readonly OcrJob[] | undefined;
  onClearFinished: () => void;
  /** Where a finished item's "Open in Curation" leads; no link without it. */
  curationSearch?: CurationSearch;
}

export function ProcessingQueue({ items, artworks, jobs, onClearFinished, curationSearch }: ProcessingQueueProps) {
  const hasFinished = items.some((item) => item.status !== 'uploading');
  return (
    <HeadedSection
      heading={UPLOAD_MESSAGES.queueHeading}
      headingId="processing-queue-heading"
      level={3}
      headingClassName="text-lg font-semibold"
      className="space-y-3"
      headerClassName="flex items-center justify-between"
      aside={
        hasFinished ? (
          <Button variant="ghost" size="sm" onClick={onClearFinished}>
            {UPLOAD_MESSAGES.clearFinished}
          </Button>
        ) : null
      }
    >
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-800 p-6 text-center text-sm text-neutral-500">
          {UPLOAD_MESSAGES.queueEmpty}
        </p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => {
            const artwork =
              item.artwork === undefined
                ? undefined
                : (artworks?.find((a) => a.id === item.artwork?.id) ?? item.artwork);
            const job = artwork === undefined ? undefined : jobs?.find((j) => j.artworkId === artwork.id);
            // The work's title (as it stands now, once uploaded), its file name beneath.
            const name = artwork?.title ?? item.title ?? item.filename;
            const finished = item.status === 'completed' ? artwork : undefined;
            return (
              <li
                key={item.id}
                data-testid="upload-item"
                data-filename={item.filename}
                aria-label={UPLOAD_MESSAGES.queueItemLabel(name, item.filename)}
                className="flex gap-3 rounded-xl border border-neutral-800 bg-neutral-900 p-3"
              >
                {finished === undefined ? (
                  <FileImage className="mt-0.5 h-5 w-5 shrink-0 text-neutral-500" aria-hidden />
                ) : (
                  <QueueItemThumbnail artwork={finished} />
                )}
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium" title={name}>
                        {name}
                      </p>
                      {name === item.filename ? null : (
                        <p className="truncate text-xs text-neutral-500" title={item.filename}>
                          {item.filename}
                        </p>
                      )}
                    </div>
                    <ItemBadge item={item} artwork={artwork} />
                  </div>
                  {item.status === 'uploading' ? (
                    <>
                      <p className="text-xs text-neutral-400">{UPLOAD_MESSAGES.uploading(item.progress)}</p>
                      <QueueProgress value={item.progress} label={`Upload progress for ${name}`} tone="violet" />
                    </>
                  ) : item.status === 'error' ? (
                    <div className="text-sm">
                      <p className="font-medium text-red-300">{UPLOAD_MESSAGES.uploadFailedTitle}</p>
                      {item.error ? <p className="text-red-200/80">{item.error}</p> : null}
                    </div>
                  ) : artwork === undefined ? null : (
                    <OcrLine artwork={artwork} job={job} />
                  )}
                  {finished !== undefined && curationSearch !== undefined ? (
                    <OpenInCurationLink artwork={finished} curationSearch={curationSearch} />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </HeadedSection>
  );
}
