import { isStateCode, type StateCode } from '@shop/contracts';
import { STATE_OPTIONS } from '../us-states';
import { checkoutMessages as m } from '../messages';

/** A native select: keyboard and screen-reader friendly on every device. */
export function StateSelector({
  value,
  onChange,
}: {
  value: StateCode | null;
  onChange: (code: StateCode | null) => void;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor="state-select" className="block font-medium">
        {m.stateLabel}
      </label>
      <select
        id="state-select"
        value={value ?? ''}
        onChange={(event) => onChange(isStateCode(event.target.value) ? event.target.value : null)}
        aria-describedby="state-help"
        className="w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2.5 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        <option value="">{m.statePlaceholder}</option>
        {STATE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <p id="state-help" className="text-sm text-neutral-400">
        {m.stateHelp}
      </p>
    </div>
  );
}
