import type { Artwork } from '@shop/contracts';
import { useAcceptWord } from '../api/accept-word';
import { useOcrFindings } from '../api/get-ocr-findings';
import { useRecordMisread } from '../api/record-misread';
import { CURATION_MESSAGES } from '../messages';
import { FindingActions } from './finding-actions';
import { FindingSuggestion } from './finding-suggestion';

/**
 * A card's open findings, each with the dictionary's suggestions (the first three, in the
 * finding's order) and what the curator can do about it: accept the word, or say OCR misread the
 * image. Rendered only for read work with errors; it shares the thumbnail's findings query.
 */
export function CardFindings({ artwork }: { artwork: Artwork }) {
  const findings = useOcrFindings(artwork);
  const accept = useAcceptWord();
  const misread = useRecordMisread();
  if (!findings.data || findings.data.findings.length === 0) return null;
  const disabled = accept.isPending || misread.isPending;
  return (
    <ul aria-label={CURATION_MESSAGES.cardFindingsLabel} data-testid="card-findings" className="mt-2 space-y-2">
      {findings.data.findings.map((finding, index) => (
        <li
          key={`${index}-${finding.word}`}
          data-kind={finding.kind}
          className="space-y-1 border-t border-red-900/60 pt-2"
        >
          <p className="font-medium">{CURATION_MESSAGES.findingDescription(finding.kind, finding.word)}</p>
          <FindingSuggestion finding={finding} />
          <FindingActions
            finding={finding}
            disabled={disabled}
            onAccept={(word) => accept.mutate(word)}
            onMisread={(word, text, onSaved) =>
              misread.mutate({ artworkId: artwork.id, word, text }, { onSuccess: onSaved })
            }
          />
        </li>
      ))}
    </ul>
  );
}
