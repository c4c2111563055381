import { useId } from 'react';
import { Field, inputClass } from './field';

/** A period as date inputs give it: `YYYY-MM-DD` strings, '' when not set. */
export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  labels: { from: string; to: string };
  /** Both ends must be set (a report's period), or either may be left open (a search). */
  required?: boolean;
}

/**
 * The From and To date inputs of a dashboard form (the Orders search, the Sales period). Each
 * end bounds the other's picker, so the browser never offers a period that ends before it starts.
 */
export function DateRangeFields({ value, onChange, labels, required = false }: DateRangeFieldsProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <Field id={fromId} label={labels.from}>
        <input
          id={fromId}
          type="date"
          required={required}
          className={inputClass}
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </Field>
      <Field id={toId} label={labels.to}>
        <input
          id={toId}
          type="date"
          required={required}
          className={inputClass}
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </Field>
    </>
  );
}
