import { MAX_MISREAD_TEXT_LENGTH, type OcrFinding } from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, compactInputClass } from '../../../components/ui/field';
import { CURATION_MESSAGES } from '../messages';
import { AcceptFindingButton } from './accept-finding-button';
import { likeliestReading } from './finding-suggestion';

export interface FindingActionsProps {
  finding: Pick<OcrFinding, 'kind' | 'word' | 'suggestions'>;
  disabled: boolean;
  onAccept: (word: string) => void;
  /** Records that OCR misread `word` where the image says `text`; `onSaved` runs once it is stored. */
  onMisread: (word: string, text: string, onSaved: () => void) => void;
}

/**
 * What the curator can do about one finding: accept its word into the shop's list (a real name
 * the dictionary lacks), or say OCR misread the image and what it really says, which clears the
 * finding on this work alone. The second is offered on every finding, since any reading may be
 * wrong; it starts from the likeliest suggestion.
 */
export function FindingActions({ finding, disabled, onAccept, onMisread }: FindingActionsProps) {
  const [text, setText] = useState<string | undefined>(undefined);
  const inputId = useId();
  const isOpen = text !== undefined;
  const trimmed = text?.trim() ?? '';

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed.length === 0) return;
    onMisread(finding.word, trimmed, () => setText(undefined));
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <AcceptFindingButton finding={finding} disabled={disabled} onAccept={onAccept} />
        {isOpen ? null : (
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            title={CURATION_MESSAGES.misreadFindingHint(finding.word)}
            onClick={() => setText(likeliestReading(finding))}
          >
            {CURATION_MESSAGES.misreadFinding}
          </Button>
        )}
      </div>
      {isOpen ? (
        <form
          aria-label={CURATION_MESSAGES.misreadFormLabel(finding.word)}
          onSubmit={save}
          className="flex flex-wrap items-end gap-2"
        >
          <Field id={inputId} label={CURATION_MESSAGES.misreadTextLabel} size="sm" className="min-w-0 flex-1">
            <input
              id={inputId}
              value={text}
              maxLength={MAX_MISREAD_TEXT_LENGTH}
              required
              autoFocus
              onChange={(event) => setText(event.target.value)}
              className={compactInputClass}
            />
          </Field>
          <Button type="submit" size="sm" disabled={disabled || trimmed.length === 0}>
            {CURATION_MESSAGES.misreadSave}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setText(undefined)}>
            {CURATION_MESSAGES.misreadCancel}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
