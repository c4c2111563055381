import { MAX_OCR_SUGGESTIONS, type OcrFinding } from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { CURATION_MESSAGES } from '../messages';

/** How many of a finding's suggestions are shown: the worker sends at most this many, likeliest first. */
const SHOWN_SUGGESTIONS = MAX_OCR_SUGGESTIONS;

/**
 * The words OCR offered for a misspelling, the first three in the finding's order;
 * none for other kinds or old findings.
 */
export function suggestionsOf(finding: Pick<OcrFinding, 'kind' | 'suggestions'>): readonly string[] {
  return finding.kind === 'misspelling' ? (finding.suggestions ?? []).slice(0, SHOWN_SUGGESTIONS) : [];
}

/** What "Misread: the image says …" starts from: the likeliest suggestion, else the word as read. */
export function likeliestReading(finding: Pick<OcrFinding, 'word' | 'suggestions'>): string {
  return finding.suggestions?.[0] ?? finding.word;
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
