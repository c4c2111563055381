import { useId, type InputHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/field';

/** A labelled input. */
export function TextField({ label, ...props }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} layout="block">
      <input
        id={id}
        {...props}
        className="w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-violet-400"
      />
    </Field>
  );
}
