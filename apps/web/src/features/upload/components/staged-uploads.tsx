import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import type { UploadEntry } from '../hooks/use-upload-queue';
import { TITLE_MAX_LENGTH } from '../lib/upload-defaults';
import { UPLOAD_MESSAGES } from '../messages';

export interface StagedUploadsProps {
  entries: UploadEntry[];
  onTitleChange: (index: number, title: string) => void;
  onUpload: () => void;
  onCancel: () => void;
}

/** A multi-file upload waits here so each file can get its own title before it is sent. */
export function StagedUploads({ entries, onTitleChange, onUpload, onCancel }: StagedUploadsProps) {
  const headingId = useId();
  const hintId = useId();
  const isComplete = entries.every((entry) => entry.title.trim().length > 0);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-violet-900 bg-violet-950/20 p-4">
      <div>
        <h3 id={headingId} className="font-semibold">
          {UPLOAD_MESSAGES.stagedHeading(entries.length)}
        </h3>
        <p className="text-xs text-neutral-400">{UPLOAD_MESSAGES.stagedHint}</p>
      </div>
      <ul className="max-h-80 space-y-2 overflow-y-auto">
        {entries.map((entry, index) => (
          <li key={`${index}-${entry.file.name}`} className="flex flex-col gap-1">
            <span className="truncate text-xs text-neutral-400" title={entry.file.name}>
              {entry.file.name}
            </span>
            <input
              aria-label={UPLOAD_MESSAGES.stagedTitleLabel(entry.file.name)}
              value={entry.title}
              maxLength={TITLE_MAX_LENGTH}
              onChange={(event) => onTitleChange(index, event.target.value)}
              className={inputClass}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={!isComplete} aria-describedby={isComplete ? undefined : hintId} onClick={onUpload}>
          {UPLOAD_MESSAGES.stagedUpload(entries.length)}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {UPLOAD_MESSAGES.stagedCancel}
        </Button>
        {isComplete ? null : (
          <p id={hintId} role="alert" className="text-xs text-red-300">
            {UPLOAD_MESSAGES.stagedTitleMissing}
          </p>
        )}
      </div>
    </section>
  );
}
