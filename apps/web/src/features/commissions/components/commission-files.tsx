import { COMMISSION_FILE_TYPES, type CommissionDetail } from '@shop/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { HeadedSection } from '../../../components/ui/headed-section';
import type { useCommissionActions } from '../api/change-commission';
import { COMMISSIONS_MESSAGES as M } from '../messages';

const ACCEPT = [
  ...Object.keys(COMMISSION_FILE_TYPES),
  ...Object.values(COMMISSION_FILE_TYPES).map((e) => `.${e}`),
].join(',');

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The finished files of a commission: the list, removal before delivery, and the upload area. */
export function CommissionFiles({
  commission,
  actions,
}: {
  commission: CommissionDetail;
  actions: ReturnType<typeof useCommissionActions>;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const isDelivered = commission.status === 'delivered';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setHint(M.chooseFiles);
      return;
    }
    setHint(null);
    actions.upload.mutate(chosen, {
      onSuccess: () => {
        setChosen([]);
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <HeadedSection heading={M.filesHeading} level={3} headingClassName="text-lg font-semibold" className="space-y-3">
      {commission.files.length === 0 ? (
        <p className="text-sm text-neutral-400">{M.noFiles}</p>
      ) : (
        <ul className="divide-y divide-neutral-800 rounded-lg ring-1 ring-neutral-800">
          {commission.files.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="break-all">
                {file.originalName} <span className="text-neutral-500">({formatSize(file.sizeBytes)})</span>
              </span>
              {isDelivered ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={actions.remove.isPending}
                  onClick={() => actions.remove.mutate({ fileId: file.id, name: file.originalName })}
                >
                  {M.removeFile(file.originalName)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isDelivered ? null : (
        <form onSubmit={submit} className="space-y-2 rounded-lg border border-dashed border-neutral-700 p-4">
          <Field id={inputId} label={M.uploadLabel} layout="block">
            <input
              ref={input}
              id={inputId}
              type="file"
              multiple
              accept={ACCEPT}
              className={`${inputClass} w-full`}
              onChange={(event) => {
                setChosen(Array.from(event.target.files ?? []));
                setHint(null);
              }}
            />
          </Field>
          {hint ? (
            <p role="alert" className="text-sm text-red-300">
              {hint}
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={actions.upload.isPending}>
            {actions.upload.isPending ? M.uploading : M.upload}
          </Button>
        </form>
      )}
    </HeadedSection>
  );
}
