import { Button } from '../../../components/ui/button';
import { useOcrFindings } from '../api/get-ocr-findings';
import { CURATION_MESSAGES } from '../messages';

export interface FlaggedWordButtonsProps {
  artworkId: string;
  disabled: boolean;
  onAccept: (word: string) => void;
}

/** One "Accept" button per word of the artwork's open OCR findings (the catalog lists each once). */
export function FlaggedWordButtons({ artworkId, disabled, onAccept }: FlaggedWordButtonsProps) {
  const findings = useOcrFindings(artworkId);
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
      {findings.data.findings.map(({ word }) => (
        <Button key={word} size="sm" variant="secondary" disabled={disabled} onClick={() => onAccept(word)}>
          {CURATION_MESSAGES.acceptWord(word)}
        </Button>
      ))}
    </div>
  );
}
