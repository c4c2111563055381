import { isStateCode, type StateCode } from '@shop/contracts';
import { STATE_OPTIONS } from '../us-states';
import { checkoutMessages as m } from '../messages';
import { LabelledSelect } from './labelled-select';

/** SPEC §2: the state selector, listing each state with its rate. */
export function StateSelector({
  value,
  onChange,
}: {
  value: StateCode | null;
  onChange: (code: StateCode | null) => void;
}) {
  return (
    <LabelledSelect
      id="state-select"
      label={m.stateLabel}
      help={m.stateHelp}
      value={value ?? ''}
      onChange={(code) => onChange(isStateCode(code) ? code : null)}
    >
      <option value="">{m.statePlaceholder}</option>
      {STATE_OPTIONS.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
