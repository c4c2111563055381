import { useId } from 'react';
import { CategoryOptions } from '../../../components/ui/category-options';
import { cn } from '../../../components/ui/cn';
import { Field } from '../../../components/ui/field';
import { CURATION_MESSAGES } from '../messages';

export function CategorySelect({
  value,
  onChange,
  disabled,
  className,
}: {
  value: string;
  onChange: (category: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={CURATION_MESSAGES.categoryLabel} size="sm" className={cn('max-w-full min-w-0', className)}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-full min-w-0 rounded-md border border-neutral-700 bg-neutral-950 px-2 py-1.5 text-sm text-neutral-100 focus:border-violet-500 focus:outline-none disabled:opacity-50"
      >
        <CategoryOptions current={value} />
      </select>
    </Field>
  );
}
