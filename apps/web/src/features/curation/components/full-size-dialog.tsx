import type { Artwork } from '@shop/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { previewUrl } from '../../../lib/previews';
import { useOcrFindings } from '../api/get-ocr-findings';
import { boxPercent } from '../lib/finding-box';
import { CURATION_MESSAGES } from '../messages';

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * The largest preview, letterboxed (never cropped), with the OCR errors beside it and a rectangle
 * over each finding that has a box: the text the card's thumbnail may be too small to show.
 */
export function FullSizeDialog({ artwork, onClose }: { artwork: Artwork; onClose: () => void }) {
  const [imageState, setImageState] = useState<ImageState>('loading');
  const findings = useOcrFindings(artwork.id);
  const boxed = (findings.data?.findings ?? []).flatMap((finding) => {
    const position = finding.box && boxPercent(finding.box, artwork.width, artwork.height);
    return position ? [{ word: finding.word, position }] : [];
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CURATION_MESSAGES.fullSizeTitle(artwork.title)}
      className="max-w-6xl"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-h-48 items-center justify-center rounded-lg bg-neutral-900">
          {imageState === 'failed' ? (
            <p role="alert" className="p-6 text-sm text-red-300">
              {CURATION_MESSAGES.fullSizeImageFailed}
            </p>
          ) : (
            <div className="relative inline-block max-w-full">
              <img
                src={previewUrl(artwork.filename, 1600)}
                alt={`${CURATION_MESSAGES.fullSizePreview}: ${artwork.title}`}
                onLoad={() => setImageState('loaded')}
                onError={() => setImageState('failed')}
                className="block max-h-[75vh] max-w-full object-contain"
              />
              {imageState === 'loaded'
                ? boxed.map(({ word, position }, index) => (
                    <div
                      key={`${index}-${word}`}
                      role="img"
                      aria-label={CURATION_MESSAGES.findingBoxLabel(word)}
                      title={word}
                      data-testid="finding-box"
                      style={position}
                      className="pointer-events-none absolute rounded-sm border-2 border-red-500 bg-red-500/15"
                    />
                  ))
                : null}
              {imageState === 'loading' ? (
                <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-neutral-400">
                  {CURATION_MESSAGES.fullSizeImageLoading}
                </p>
              ) : null}
            </div>
          )}
        </div>
        <aside className="space-y-4 text-sm">
          <section>
            <h3 className="font-semibold">{CURATION_MESSAGES.fullSizeErrorsHeading}</h3>
            {artwork.ocrErrors.length === 0 ? (
              <p className="mt-1 text-neutral-400">{CURATION_MESSAGES.fullSizeNoErrors}</p>
            ) : (
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-red-200">
                {artwork.ocrErrors.map((error, index) => (
                  <li key={`${index}-${error}`}>{error}</li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="font-semibold">{CURATION_MESSAGES.fullSizeFindingsHeading}</h3>
            {findings.isPending ? (
              <p role="status" className="mt-1 text-neutral-400">
                {CURATION_MESSAGES.fullSizeFindingsLoading}
              </p>
            ) : findings.isError ? (
              <div role="alert" className="mt-1 space-y-2 text-red-300">
                <p>{CURATION_MESSAGES.fullSizeFindingsFailed}</p>
                <Button size="sm" variant="outline" onClick={() => void findings.refetch()}>
                  {CURATION_MESSAGES.retry}
                </Button>
              </div>
            ) : findings.data.findings.length === 0 ? (
              <p className="mt-1 text-neutral-400">{CURATION_MESSAGES.fullSizeNoFindings}</p>
            ) : (
              <ul className="mt-1 space-y-0.5" data-testid="finding-list">
                {findings.data.findings.map((finding, index) => (
                  <li key={`${index}-${finding.word}`}>
                    {finding.box ? `“${finding.word}”` : CURATION_MESSAGES.findingNoBox(finding.word)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </Dialog>
  );
}
