import { DASHBOARD_CATEGORIES, PUBLIC_CATEGORIES } from '@shop/contracts';
import { useId } from 'react';
import { CategoryOptions } from '../../../components/ui/category-options';
import { cn } from '../../../components/ui/cn';
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
  const known =
    (DASHBOARD_CATEGORIES as readonly string[]).includes(value) ||
    (PUBLIC_CATEGORIES as readonly string[]).includes(value);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-neutral-400">
        {CURATION_MESSAGES.categoryLabel}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-neutral-700 bg-neutral-950 px-2 py-1.5 text-sm text-neutral-100 focus:border-violet-500 focus:outline-none disabled:opacity-50"
      >
        {known ? null : <option value={value}>{value}</option>}
        <CategoryOptions />
      </select>
    </div>
  );
}
