import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_MIME_TYPES, type Artwork } from '@shop/contracts';
import { UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { DashboardPanel } from '../../../components/layouts/dashboard-panel';
import { CategoryOptions } from '../../../components/ui/category-options';
import { Field, inputClass } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/use-toast';
import type { UploadEntry, UploadFields, UploadQueue } from '../hooks/use-upload-queue';
import type { OcrJob } from '../lib/ocr-state';
import { seriesTitles } from '../lib/series-titles';
import { parseUploadDefaults } from '../lib/upload-defaults';
import { selectFiles } from '../lib/validate-files';
import { UPLOAD_MESSAGES } from '../messages';
import { ProcessingQueue } from './processing-queue';
import type { CurationSearch } from './queue-item-preview';
import { StagedUploads } from './staged-uploads';

const ACCEPT = [...ACCEPTED_IMAGE_MIME_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export interface UploadPanelProps {
  queue: UploadQueue;
  artworks: readonly Artwork[] | undefined;
  jobs: readonly OcrJob[] | undefined;
  /** Rendered under the heading, e.g. the live OCR queue counts. */
  status?: ReactNode;
  /** Where a finished upload's "Open in Curation" leads. */
  curationSearch?: CurationSearch;
}

export function UploadPanel({ queue, artworks, jobs, status, curationSearch }: UploadPanelProps) {
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [priceInput, setPriceInput] = useState('');
  const [isForSale, setIsForSale] = useState(false);
  const [staged, setStaged] = useState<UploadEntry[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const dragDepth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const categoryId = useId();
  const hintId = useId();
  const priceId = useId();
  const priceErrorId = useId();
  const forSaleId = useId();
  const isReady = title.trim().length > 0 && category.length > 0;
  const defaults = parseUploadDefaults(priceInput, isForSale);
  const priceError = defaults.ok ? undefined : defaults.error;

  /** What every file of this upload shares, or undefined (with a toast saying why) when it is not ready. */
  const sharedFields = (): UploadFields | undefined => {
    // SPEC §5: nothing is accepted until both fields are set.
    if (!isReady) {
      toast({
        title: UPLOAD_MESSAGES.missingTitle,
        description: UPLOAD_MESSAGES.missingDescription,
        variant: 'destructive',
      });
      return undefined;
    }
    if (!defaults.ok) {
      toast({ title: UPLOAD_MESSAGES.priceCheckTitle, description: defaults.error, variant: 'destructive' });
      return undefined;
    }
    const { price, isForSale: forSale } = defaults.value;
    // Without a price or the flag the request stays as SPEC's: artwork, title and category only.
    return price === undefined && !forSale ? { category } : { category, price, isForSale: forSale };
  };

  const accept = (files: File[]) => {
    if (files.length === 0) return;
    const fields = sharedFields();
    if (fields === undefined) return;
    const { accepted, rejected } = selectFiles(files);
    queue.addRejected(rejected);
    const firstRejected = rejected[0];
    if (firstRejected !== undefined) {
      toast({
        title: UPLOAD_MESSAGES.uploadFailedTitle,
        description: `${firstRejected.file.name}: ${firstRejected.reason}`,
        variant: 'destructive',
      });
    }
    // Several files each get their own title, editable before upload; each
    // starts from the form's Artwork Title, numbered. A single file keeps SPEC's one Artwork Title.
    if (accepted.length > 1) {
      setStaged((current) => {
        const titles = seriesTitles(title, accepted.length, current.length + 1);
        return [...current, ...accepted.map((file, index) => ({ file, title: titles[index] ?? title.trim() }))];
      });
      return;
    }
    queue.enqueue(
      accepted.map((file) => ({ file, title: title.trim() })),
      fields,
    );
  };

  const uploadStaged = () => {
    const fields = sharedFields();
    if (fields === undefined) return;
    queue.enqueue(
      staged.map((entry) => ({ file: entry.file, title: entry.title.trim() })),
      fields,
    );
    setStaged([]);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setIsDragging(false);
    accept(Array.from(event.dataTransfer.files));
  };

  return (
    <DashboardPanel id="upload" heading={UPLOAD_MESSAGES.heading}>
      {status}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-4 rounded-xl border border-neutral-800 bg-neutral-900 p-5">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id={titleId} label={UPLOAD_MESSAGES.titleLabel}>
              <input
                id={titleId}
                value={title}
                maxLength={200}
                placeholder={UPLOAD_MESSAGES.titlePlaceholder}
                onChange={(event) => setTitle(event.target.value)}
                className={inputClass}
              />
            </Field>
            <Field id={categoryId} label={UPLOAD_MESSAGES.categoryLabel}>
              <select
                id={categoryId}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                className={inputClass}
              >
                <option value="" disabled>
                  {UPLOAD_MESSAGES.categoryPlaceholder}
                </option>
                <CategoryOptions />
              </select>
            </Field>
            <Field id={priceId} label={UPLOAD_MESSAGES.priceLabel}>
              <input
                id={priceId}
                value={priceInput}
                inputMode="decimal"
                placeholder={UPLOAD_MESSAGES.pricePlaceholder}
                aria-invalid={priceError !== undefined}
                aria-describedby={priceError === undefined ? undefined : priceErrorId}
                onChange={(event) => setPriceInput(event.target.value)}
                className={inputClass}
              />
            </Field>
            <div className="flex items-center gap-2 self-end pb-2">
              <input
                id={forSaleId}
                type="checkbox"
                checked={isForSale}
                onChange={(event) => setIsForSale(event.target.checked)}
                className="h-4 w-4 accent-violet-500"
              />
              <label htmlFor={forSaleId} className="text-sm font-medium">
                {UPLOAD_MESSAGES.forSaleLabel}
              </label>
            </div>
            {priceError === undefined ? null : (
              <p id={priceErrorId} role="alert" className="text-xs text-red-300 sm:col-span-2">
                {priceError}
              </p>
            )}
          </div>
          {staged.length === 0 ? null : (
            <StagedUploads
              entries={staged}
              onTitleChange={(index, value) =>
                setStaged((current) =>
                  current.map((entry, position) => (position === index ? { ...entry, title: value } : entry)),
                )
              }
              onUpload={uploadStaged}
              onCancel={() => setStaged([])}
            />
          )}
          <div
            data-testid="upload-dropzone"
            onDragEnter={(event) => {
              event.preventDefault();
              dragDepth.current += 1;
              setIsDragging(true);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDragLeave={() => {
              dragDepth.current = Math.max(0, dragDepth.current - 1);
              if (dragDepth.current === 0) setIsDragging(false);
            }}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
              isDragging ? 'border-violet-500 bg-violet-950/30' : 'border-neutral-700',
            )}
          >
            <UploadCloud className="h-10 w-10 text-neutral-500" aria-hidden />
            <p className="font-medium">{UPLOAD_MESSAGES.dropHeading}</p>
            <p className="text-sm text-neutral-400">{UPLOAD_MESSAGES.supports}</p>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={ACCEPT}
              aria-label={UPLOAD_MESSAGES.fileInputLabel}
              tabIndex={-1}
              className="sr-only"
              onChange={(event) => {
                accept(Array.from(event.target.files ?? []));
                // Picking the same files again must fire change again.
                event.target.value = '';
              }}
            />
            <Button
              disabled={!isReady || priceError !== undefined}
              aria-describedby={isReady ? undefined : hintId}
              onClick={() => inputRef.current?.click()}
            >
              {UPLOAD_MESSAGES.browse}
            </Button>
            {isReady ? null : (
              <p id={hintId} className="text-xs text-neutral-500">
                {UPLOAD_MESSAGES.needsFields}
              </p>
            )}
          </div>
        </div>
        <ProcessingQueue
          items={queue.items}
          artworks={artworks}
          jobs={jobs}
          onClearFinished={queue.clearFinished}
          curationSearch={curationSearch}
        />
      </div>
    </DashboardPanel>
  );
}
