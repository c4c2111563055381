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
  /** The zone whose days these are (the shop's), named beside each field. */
  timeZone: string;
}

/**
 * The From and To date inputs of a dashboard form (the Orders search, the Sales period). Each
 * end bounds the other's picker, so the browser never offers a period that ends before it starts.
 */
export function DateRangeFields({ value, onChange, labels, required = false, timeZone }: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label={labels.from}
        required={required}
        value={value.from}
        timeZone={timeZone}
        bounds={{ max: value.to || undefined }}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateField
        label={labels.to}
        required={required}
        value={value.to}
        timeZone={timeZone}
        bounds={{ min: value.from || undefined }}
        onChange={(to) => onChange({ ...value, to })}
      />
    </>
  );
}

function DateField({
  label,
  required,
  value,
  timeZone,
  bounds,
  onChange,
}: {
  label: string;
  required: boolean;
  value: string;
  timeZone: string;
  bounds: { min?: string | undefined; max?: string | undefined };
  onChange: (value: string) => void;
}) {
  const id = useId();
  const zoneId = `${id}-zone`;
  return (
    <Field id={id} label={label}>
      {/* The server counts these days in the zone sent with them (the shop's), which the field names. */}
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="date"
          required={required}
          className={inputClass}
          value={value}
          aria-describedby={zoneId}
          {...bounds}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={zoneId} className="text-xs text-neutral-400">
          {timeZone}
        </span>
      </div>
    </Field>
  );
}
