import type { ChangeEvent } from 'react';
import { EDIT_MESSAGES } from '../edit-messages';

export interface SelectionCheckboxProps {
  title: string;
  isSelected: boolean;
  /** `isShift`: the click held Shift, so it selects a range. */
  onToggle: (isShift: boolean) => void;
}

/** A card's checkbox; React's change event on a checkbox is the click, which carries Shift. */
export function SelectionCheckbox({ title, isSelected, onToggle }: SelectionCheckboxProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const native = event.nativeEvent;
    onToggle('shiftKey' in native && native.shiftKey === true);
  };
  return (
    <input
      type="checkbox"
      checked={isSelected}
      onChange={onChange}
      aria-label={EDIT_MESSAGES.selectArtwork(title)}
      title={EDIT_MESSAGES.selectionHint}
      className="mt-1 h-4 w-4 shrink-0 accent-violet-500"
    />
  );
}
