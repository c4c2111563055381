import type { Artwork } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useOcrFindings } from '../api/get-ocr-findings';
import { CURATION_MESSAGES } from '../messages';
import { FindingActions } from './finding-actions';

export interface FlaggedWordButtonsProps {
  artwork: Pick<Artwork, 'id' | 'filename' | 'ocrErrors'>;
  disabled: boolean;
  onAccept: (word: string) => void;
  onMisread: (word: string, text: string, onSaved: () => void) => void;
}

/** Accept or Misread for each word of the artwork's open OCR findings (the catalog lists each once). */
export function FlaggedWordButtons({ artwork, disabled, onAccept, onMisread }: FlaggedWordButtonsProps) {
  const findings = useOcrFindings(artwork);
  if (findings.isPending) {
    return (
      <p role="status" className="text-sm text-neutral-400">
        {CURATION_MESSAGES.flaggedWordsLoading}
      </p>
    );
  }
  if (findings.isError) {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm text-red-200">
        <span>{CURATION_MESSAGES.flaggedWordsFailed}</span>
        <Button size="sm" variant="outline" onClick={() => void findings.refetch()}>
          {CURATION_MESSAGES.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {findings.data.findings.map((finding) => (
        <FindingActions
          key={finding.word}
          finding={finding}
          disabled={disabled}
          onAccept={onAccept}
          onMisread={onMisread}
        />
      ))}
    </div>
  );
}
