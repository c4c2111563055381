import { isOcrProcessed, type Artwork } from '@shop/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { previewUrl } from '../../../lib/previews';
import { useAcceptWord } from '../api/accept-word';
import { useOcrFindings } from '../api/get-ocr-findings';
import { useRecordMisread } from '../api/record-misread';
import { FINDING_KIND_STYLES } from '../lib/finding-kind';
import { CURATION_MESSAGES } from '../messages';
import { FindingActions } from './finding-actions';
import { FindingBoxes } from './finding-boxes';
import { FindingSuggestion } from './finding-suggestion';
import { OcrSummary } from './ocr-summary';

type ImageState = 'loading' | 'loaded' | 'failed';

export interface FullSizeDialogProps {
  artwork: Artwork;
  onClose: () => void;
  /** Acting on the work from here, e.g. "Replace file": the card's own components. */
  actions?: ReactNode;
}

/**
 * The largest preview, letterboxed (never cropped), with the OCR errors beside it and a rectangle
 * over each finding that has a box: the text the card's thumbnail may be too small to show. Each
 * finding can be accepted or marked as misread here too, as on the card.
 * The view follows the card's artwork: a replaced file (new filename) loads its own preview, and
 * its OCR state and findings come in as the list refreshes.
 */
export function FullSizeDialog({ artwork, onClose, actions }: FullSizeDialogProps) {
  const src = previewUrl(artwork.filename, 1600);
  // Per URL: a replaced file's preview starts loading afresh instead of inheriting the old one's state.
  const [image, setImage] = useState<{ src: string; state: ImageState }>({ src, state: 'loading' });
  const imageState: ImageState = image.src === src ? image.state : 'loading';
  const setImageState = (state: ImageState) => setImage({ src, state });
  const isBeingRead = !isOcrProcessed(artwork.ocrStatus) && artwork.ocrStatus !== 'failed';
  const findings = useOcrFindings(artwork);
  const accept = useAcceptWord();
  const misread = useRecordMisread();

  return (
    <Dialog onClose={onClose} title={CURATION_MESSAGES.fullSizeTitle(artwork.title)} className="max-w-6xl">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-h-48 items-center justify-center rounded-lg bg-neutral-900">
          {imageState === 'failed' ? (
            <p role="alert" className="p-6 text-sm text-red-300">
              {CURATION_MESSAGES.fullSizeImageFailed}
            </p>
          ) : (
            <div className="relative inline-block max-w-full">
              <img
                key={src}
                src={src}
                alt={`${CURATION_MESSAGES.fullSizePreview}: ${artwork.title}`}
                onLoad={() => setImageState('loaded')}
                onError={() => setImageState('failed')}
                className="block max-h-[75vh] max-w-full object-contain"
              />
              {imageState === 'loaded' && findings.data ? (
                <FindingBoxes
                  findings={findings.data.findings}
                  width={artwork.width}
                  height={artwork.height}
                  size="full"
                />
              ) : null}
              {imageState === 'loading' ? (
                <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-neutral-400">
                  {CURATION_MESSAGES.fullSizeImageLoading}
                </p>
              ) : null}
            </div>
          )}
        </div>
        <aside className="space-y-4 text-sm">
          <OcrSummary artwork={artwork} />
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
            {isBeingRead ? (
              <p role="status" className="mt-1 text-neutral-400">
                {CURATION_MESSAGES.fullSizeFindingsAwaitingOcr}
              </p>
            ) : findings.isPending ? (
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
              <ul className="mt-1 space-y-2" data-testid="finding-list">
                {findings.data.findings.map((finding, index) => {
                  const description = CURATION_MESSAGES.findingDescription(finding.kind, finding.word);
                  return (
                    <li key={`${index}-${finding.word}`} data-kind={finding.kind} className="space-y-1">
                      <p className="flex items-start gap-2">
                        {/* The same line style as the finding's box, so the list is the boxes' legend. */}
                        <span
                          aria-hidden
                          className={`mt-1 h-3 w-4 shrink-0 rounded-sm border-2 ${FINDING_KIND_STYLES[finding.kind].box}`}
                        />
                        <span>{finding.box ? description : CURATION_MESSAGES.findingNoBox(description)}</span>
                      </p>
                      <FindingSuggestion finding={finding} className="pl-6" />
                      <FindingActions
                        finding={finding}
                        disabled={accept.isPending || misread.isPending}
                        onAccept={(word) => accept.mutate(word)}
                        onMisread={(word, text, onSaved) =>
                          misread.mutate({ artworkId: artwork.id, word, text }, { onSuccess: onSaved })
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </aside>
      </div>
    </Dialog>
  );
}
