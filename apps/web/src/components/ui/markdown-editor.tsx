import type { TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { Field, inputClass } from './field';
import { MarkdownView } from './markdown-view';

/**
 * A Markdown text area beside its preview, as the page will show it: the artist writes what
 * buyers read (the policies, the About page). `textareaProps` carry the form's own attributes,
 * e.g. its aria-invalid and aria-describedby.
 */
export function MarkdownEditor({
  id,
  label,
  previewLabel,
  markdown,
  onChange,
  className,
  textareaProps,
}: {
  id: string;
  label: string;
  previewLabel: string;
  markdown: string;
  onChange: (markdown: string) => void;
  /** The text area's height, e.g. `min-h-80`. */
  className?: string;
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'>;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field id={id} label={label}>
        <textarea
          id={id}
          className={cn(inputClass, className, 'font-mono')}
          value={markdown}
          {...textareaProps}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      <section aria-label={previewLabel} className="rounded-md border border-neutral-800 bg-neutral-950 p-4">
        <h3 className="mb-3 text-xs font-semibold tracking-wide text-neutral-400 uppercase">{previewLabel}</h3>
        <MarkdownView markdown={markdown} className="text-sm" />
      </section>
    </div>
  );
}
