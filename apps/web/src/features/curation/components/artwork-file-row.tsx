import { MAX_ARTWORK_FILE_LABEL, type ArtworkFile } from '@shop/contracts';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { compactInputClass } from '../../../components/ui/field';
import { extraFileSummary } from '../../../lib/file-sizes';
import { ARTWORK_FILES_MESSAGES as m } from '../artwork-files-messages';

/** An icon button of the row, named by its label (the tooltip says it too). */
function RowAction({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="sm" variant="outline" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

export interface ArtworkFileRowProps {
  file: ArtworkFile;
  /** Its place in the list (0 = first) and the list's length: the ends cannot move further. */
  index: number;
  count: number;
  /** A change of this work's files is on its way: every control waits for it. */
  busy: boolean;
  onMove: (position: number) => void;
  onRename: (label: string) => void;
  onRemove: () => void;
}

/**
 * One extra file in the work's Files area: its label, format and size, moved up or down the list
 * buyers see ("What you get", their downloads), renamed in place, or removed.
 */
export function ArtworkFileRow({ file, index, count, busy, onMove, onRename, onRemove }: ArtworkFileRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const trimmed = draft?.trim() ?? '';
  const save = () => {
    if (trimmed === '') return;
    if (trimmed !== file.label) onRename(trimmed);
    setDraft(null);
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-neutral-900 px-3 py-2 text-sm">
      {draft === null ? (
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{file.label}</span>
          <span className="block text-xs text-neutral-400">
            {extraFileSummary(file)} · {file.originalName}
          </span>
        </span>
      ) : (
        <form
          className="flex min-w-0 flex-1 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {m.newLabel(file.label)}
          </label>
          <input
            id={inputId}
            type="text"
            autoFocus
            maxLength={MAX_ARTWORK_FILE_LABEL}
            value={draft}
            className={`${compactInputClass} min-w-0 flex-1`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(null);
            }}
          />
          <Button type="submit" size="sm" disabled={busy || trimmed === ''}>
            {m.saveLabel}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
            {m.cancelLabel}
          </Button>
        </form>
      )}
      {draft === null ? (
        <span className="flex gap-1">
          <RowAction label={m.moveUp(file.label)} disabled={busy || index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUp className="h-4 w-4" aria-hidden />
          </RowAction>
          <RowAction
            label={m.moveDown(file.label)}
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </RowAction>
          <RowAction label={m.rename(file.label)} disabled={busy} onClick={() => setDraft(file.label)}>
            <Pencil className="h-4 w-4" aria-hidden />
          </RowAction>
          <RowAction label={m.remove(file.label)} disabled={busy} onClick={onRemove}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </RowAction>
        </span>
      ) : null}
    </li>
  );
}
