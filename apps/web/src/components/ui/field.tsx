import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/** Classes of the dashboard's text inputs and selects. */
export const inputClass =
  'rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 text-sm focus:border-violet-500 focus:outline-none';

/** The same, a little shorter: for controls inside a toolbar, card or dialog. */
export const compactInputClass =
  'rounded-md border border-neutral-700 bg-neutral-950 px-3 py-1.5 text-sm focus:border-violet-500 focus:outline-none';

// The dashboard stacks label and control in a flex column; the shop's forms in block flow.
const LAYOUTS = {
  stacked: { field: 'flex flex-col gap-1', label: undefined },
  inline: { field: 'flex items-center gap-3', label: undefined },
  block: { field: 'space-y-1', label: 'block' },
} as const;

const LABEL_SIZES = {
  md: 'text-sm font-medium',
  sm: 'text-xs font-medium text-neutral-400',
  /** A form's one main control, e.g. a dialog's text area. */
  strong: 'text-sm font-semibold',
  /** A view option beside the content, e.g. a sort or category select. */
  muted: 'text-sm text-neutral-300',
} as const;

/** A labelled form control: `children` is the control, with `id` as its id; the label above or beside it. */
export function Field({
  id,
  label,
  size = 'md',
  layout = 'stacked',
  className,
  children,
}: {
  id: string;
  label: string;
  size?: keyof typeof LABEL_SIZES;
  layout?: keyof typeof LAYOUTS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(LAYOUTS[layout].field, className)}>
      <label htmlFor={id} className={cn(LAYOUTS[layout].label, LABEL_SIZES[size])}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A labelled dashboard input: a Field whose control is an `<input>` with the same `id`, styled as
 * the dashboard's inputs; every other prop goes to the input.
 */
export function InputField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field id={id} label={label}>
      <input id={id} className={cn(inputClass, className)} {...input} />
    </Field>
  );
}
