import type { OcrFinding } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { isAcceptable } from '../lib/finding-kind';
import { CURATION_MESSAGES } from '../messages';

export interface AcceptFindingButtonProps {
  finding: Pick<OcrFinding, 'kind' | 'word'>;
  disabled: boolean;
  onAccept: (word: string) => void;
}

/**
 * Accepting adds the word to the shop's list either way; for an unreadable reading the curator is
 * vouching that the text really says this, which "Looks fine" says better than "Accept".
 */
export function AcceptFindingButton({ finding, disabled, onAccept }: AcceptFindingButtonProps) {
  if (!isAcceptable(finding)) {
    return <p className="text-xs text-neutral-400">{CURATION_MESSAGES.cannotAccept(finding.word)}</p>;
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={disabled}
      title={CURATION_MESSAGES.acceptFindingHint(finding.kind, finding.word)}
      onClick={() => onAccept(finding.word)}
    >
      {CURATION_MESSAGES.acceptFinding(finding.kind, finding.word)}
    </Button>
  );
}
