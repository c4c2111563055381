import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_MIME_TYPES, type Artwork } from '@shop/contracts';
import { UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { DashboardPanel } from '../../../components/layouts/dashboard-panel';
import { CategoryOptions } from '../../../components/ui/category-options';
import { Field, inputClass } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/use-toast';
import type { UploadQueue } from '../hooks/use-upload-queue';
import type { OcrJob } from '../lib/ocr-state';
import { selectFiles } from '../lib/validate-files';
import { UPLOAD_MESSAGES } from '../messages';
import { ProcessingQueue } from './processing-queue';

const ACCEPT = [...ACCEPTED_IMAGE_MIME_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export interface UploadPanelProps {
  queue: UploadQueue;
  artworks: readonly Artwork[] | undefined;
  jobs: readonly OcrJob[] | undefined;
  /** Rendered under the heading, e.g. the live OCR queue counts. */
  status?: ReactNode;
}

export function UploadPanel({ queue, artworks, jobs, status }: UploadPanelProps) {
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [isDragging, setIsDragging] = useState(false);
  const dragDepth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const categoryId = useId();
  const hintId = useId();
  const isReady = title.trim().length > 0 && category.length > 0;

  const accept = (files: File[]) => {
    if (files.length === 0) return;
    // SPEC §5: nothing is accepted until both fields are set.
    if (!isReady) {
      toast({
        title: UPLOAD_MESSAGES.missingTitle,
        description: UPLOAD_MESSAGES.missingDescription,
        variant: 'destructive',
      });
      return;
    }
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
    queue.enqueue(accepted, { title: title.trim(), category });
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
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4 rounded-xl border border-neutral-800 bg-neutral-900 p-5">
          <div className="grid gap-4 sm:grid-cols-2">
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
          </div>
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
              disabled={!isReady}
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
        <ProcessingQueue items={queue.items} artworks={artworks} jobs={jobs} onClearFinished={queue.clearFinished} />
      </div>
    </DashboardPanel>
  );
}
