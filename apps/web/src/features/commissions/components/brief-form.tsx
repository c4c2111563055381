import {
  COMMISSION_BRIEF_LABELS,
  COMMISSION_BRIEF_LIMITS,
  CommissionBriefBodySchema,
  type CommissionBrief,
  type CommissionBriefBody,
} from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { errorMessage } from '../api/change-commission';
import { useSaveBrief } from '../api/save-brief';
import { COMMISSIONS_MESSAGES as M } from '../messages';

type BriefField = keyof typeof COMMISSION_BRIEF_LABELS;
const FIELDS: readonly BriefField[] = ['brandName', 'purpose', 'style', 'notes'];
const REQUIRED: ReadonlySet<BriefField> = new Set(['brandName', 'purpose']);
const MULTILINE: ReadonlySet<BriefField> = new Set(['purpose', 'style', 'notes']);

function fieldErrors(values: Record<BriefField, string>): Partial<Record<BriefField, string>> {
  const parsed = CommissionBriefBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<BriefField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field) && !errors[field as BriefField]) {
      errors[field as BriefField] = issue.message;
    }
  }
  return errors;
}

/**
 * The buyer's brief for one logo: validated with the server's own schema before sending, so the
 * messages are the ones a 400 would carry; a refusal from the server is shown above the button.
 */
export function BriefForm({
  orderId,
  commissionId,
  initial,
  onSaved,
  onCancel,
}: {
  orderId: string;
  commissionId: string;
  initial: CommissionBrief | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const formId = useId();
  const save = useSaveBrief(orderId, commissionId);
  const [values, setValues] = useState<Record<BriefField, string>>({
    brandName: initial?.brandName ?? '',
    purpose: initial?.purpose ?? '',
    style: initial?.style ?? '',
    notes: initial?.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<BriefField, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(CommissionBriefBodySchema.parse(values) satisfies CommissionBriefBody, { onSuccess: onSaved });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 text-left">
      <p className="text-sm text-neutral-400">{M.briefIntro}</p>
      {FIELDS.map((field) => {
        const id = `${formId}-${field}`;
        const errorId = `${id}-error`;
        const max = COMMISSION_BRIEF_LIMITS[field];
        const error = errors[field];
        const common = {
          id,
          name: field,
          value: values[field],
          maxLength: max,
          placeholder: M.placeholders[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          'aria-required': REQUIRED.has(field) ? true : undefined,
          className: `${inputClass} w-full`,
          onChange: (event: { target: { value: string } }) =>
            setValues((previous) => ({ ...previous, [field]: event.target.value })),
        };
        return (
          <div key={field} className="space-y-1">
            <label htmlFor={id} className="block text-sm font-medium">
              {COMMISSION_BRIEF_LABELS[field]}{' '}
              {REQUIRED.has(field) ? null : <span className="text-neutral-500">{M.optional}</span>}
            </label>
            {MULTILINE.has(field) ? (
              <textarea rows={field === 'notes' ? 4 : 2} {...common} />
            ) : (
              <input type="text" {...common} />
            )}
            {error ? (
              <p id={errorId} className="text-sm text-red-300">
                {error}
              </p>
            ) : values[field].length > max * 0.9 ? (
              <p className="text-xs text-neutral-400">{M.charactersLeft(max - values[field].length)}</p>
            ) : null}
          </div>
        );
      })}
      {save.isError ? (
        <div role="alert" className="rounded-md border border-red-800 bg-red-950/40 p-3 text-sm">
          <p className="font-semibold text-red-200">{M.briefFailed}</p>
          <p className="text-red-200">{errorMessage(save.error)}</p>
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? M.savingBrief : initial ? M.updateBrief : M.saveBrief}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {M.cancelEdit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
