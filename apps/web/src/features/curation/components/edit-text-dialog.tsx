import type { Artwork } from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Field, compactInputClass, inputClass } from '../../../components/ui/field';
import { HeadedSection } from '../../../components/ui/headed-section';
import { useAcceptWord } from '../api/accept-word';
import { useRecordMisread } from '../api/record-misread';
import { useUpdateArtwork } from '../api/update-artwork';
import { CURATION_MESSAGES } from '../messages';
import { FlaggedWordButtons } from './flagged-word-buttons';

export interface EditTextDialogProps {
  artwork: Artwork;
  onClose: () => void;
  onChanged?: () => void;
}

/**
 * Edit Text: correct what OCR read (PATCH ocrText) or accept a flagged word into the shop's word
 * list (POST /api/words), after which the server re-evaluates the errors. The words come from the
 * artwork's OCR findings, never from the wording of its messages.
 */
export function EditTextDialog({ artwork, onClose, onChanged }: EditTextDialogProps) {
  const [text, setText] = useState(artwork.ocrText);
  const [otherWord, setOtherWord] = useState('');
  const textId = useId();
  const otherId = useId();
  const update = useUpdateArtwork({ onChanged });
  const accept = useAcceptWord({ onChanged });
  const misread = useRecordMisread({ onChanged });

  const saveText = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ id: artwork.id, body: { ocrText: text } }, { onSuccess: onClose });
  };
  const acceptOther = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const word = otherWord.trim();
    if (word.length === 0) return;
    accept.mutate(word, { onSuccess: () => setOtherWord('') });
  };

  return (
    <Dialog
      onClose={onClose}
      title={CURATION_MESSAGES.editTextTitle(artwork.title)}
      description={CURATION_MESSAGES.editTextDescription}
    >
      <div className="space-y-6">
        {artwork.ocrErrors.length > 0 ? (
          <HeadedSection
            heading={CURATION_MESSAGES.flaggedWordsHeading}
            level={3}
            headingClassName="mb-2 text-sm font-semibold"
          >
            <ul className="mb-2 list-disc space-y-0.5 pl-5 text-sm text-red-200">
              {artwork.ocrErrors.map((error, index) => (
                <li key={`${index}-${error}`}>{error}</li>
              ))}
            </ul>
            <FlaggedWordButtons
              artwork={artwork}
              disabled={accept.isPending || misread.isPending}
              onAccept={(word) => accept.mutate(word)}
              onMisread={(word, text, onSaved) =>
                misread.mutate({ artworkId: artwork.id, word, text }, { onSuccess: onSaved })
              }
            />
            <form onSubmit={acceptOther} className="mt-3 flex items-end gap-2">
              <Field id={otherId} label={CURATION_MESSAGES.otherWordLabel} size="sm" className="flex-1">
                <input
                  id={otherId}
                  value={otherWord}
                  onChange={(event) => setOtherWord(event.target.value)}
                  className={compactInputClass}
                />
              </Field>
              <Button
                type="submit"
                size="sm"
                variant="outline"
                disabled={accept.isPending || otherWord.trim().length === 0}
              >
                {CURATION_MESSAGES.acceptOtherWord}
              </Button>
            </form>
          </HeadedSection>
        ) : null}
        <form onSubmit={saveText} className="space-y-2">
          <Field id={textId} label={CURATION_MESSAGES.editTextLabel} layout="block" size="strong">
            <textarea
              id={textId}
              value={text}
              rows={5}
              onChange={(event) => setText(event.target.value)}
              className={cn('w-full', inputClass)}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending || text === artwork.ocrText}>
              {CURATION_MESSAGES.saveText}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
