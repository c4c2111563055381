import { Button } from '../../../components/ui/button';
import { EDIT_MESSAGES } from '../edit-messages';

export interface SelectionBarProps {
  count: number;
  shownCount: number;
  onSelectAllShown: () => void;
  onClear: () => void;
}

/** How many works are selected, and the two ways to change that in bulk. */
export function SelectionBar({ count, shownCount, onSelectAllShown, onClear }: SelectionBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium" aria-live="polite" data-testid="selection-count">
        {EDIT_MESSAGES.selectedCount(count)}
      </span>
      <Button size="sm" variant="outline" disabled={shownCount === 0} onClick={onSelectAllShown}>
        {EDIT_MESSAGES.selectAllShown}
      </Button>
      <Button size="sm" variant="ghost" disabled={count === 0} onClick={onClear}>
        {EDIT_MESSAGES.clearSelection}
      </Button>
    </div>
  );
}
