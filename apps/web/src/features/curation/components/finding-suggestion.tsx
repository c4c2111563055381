import type { OcrFinding } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { CURATION_MESSAGES } from '../messages';

/** The words OCR offered for a misspelling (issue #23); none for other kinds or old findings. */
export function suggestionsOf(finding: Pick<OcrFinding, 'kind' | 'suggestions'>): readonly string[] {
  return finding.kind === 'misspelling' ? (finding.suggestions ?? []) : [];
}

/**
 * "SUMMR → SUMMER?" as plain text: shown as the arrow reads, and said as a question, since a
 * screen reader speaks the arrow by its name.
 */
export function FindingSuggestion({
  finding,
  className,
}: {
  finding: Pick<OcrFinding, 'kind' | 'word' | 'suggestions'>;
  className?: string;
}) {
  const suggestions = suggestionsOf(finding);
  if (suggestions.length === 0) return null;
  return (
    <p data-testid="finding-suggestion" className={cn('text-neutral-200', className)}>
      <span aria-hidden="true">{CURATION_MESSAGES.findingSuggestion(finding.word, suggestions)}</span>
      <span className="sr-only">{CURATION_MESSAGES.findingSuggestionSpoken(finding.word, suggestions)}</span>
    </p>
  );
}
