import { COUNTRY_OPTIONS } from '../countries';
import { checkoutMessages as m } from '../messages';
import { LabelledSelect } from './labelled-select';

/** The buyer's country, chosen before the state (which only the US needs). */
export function CountrySelector({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <LabelledSelect
      id="country-select"
      label={m.countryLabel}
      help={m.countryHelp}
      value={value}
      onChange={onChange}
      autoComplete="country"
    >
      {COUNTRY_OPTIONS.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </LabelledSelect>
  );
}
