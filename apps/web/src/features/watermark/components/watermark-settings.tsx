import {
  WATERMARK_OPACITY_MAX,
  WATERMARK_OPACITY_MIN,
  WATERMARK_POSITIONS,
  WATERMARK_TEXT_MAX,
  WatermarkSettingsSchema,
  type WatermarkPosition,
  type WatermarkSettings,
} from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Field, inputClass } from '../../../components/ui/field';
import { HeadedSection } from '../../../components/ui/headed-section';
import { ErrorState, LoadingState } from '../../../components/ui/status-views';
import { useSaveWatermark, useWatermark } from '../api/watermark';
import { WATERMARK_MESSAGES as M } from '../messages';

/** The curator's control over the watermark drawn on public previews (issue #14). */
export function WatermarkSettingsPanel() {
  const watermark = useWatermark();
  return (
    <HeadedSection
      heading={M.heading}
      headingClassName="text-xl font-semibold"
      className="space-y-3 rounded-lg border border-neutral-800 bg-neutral-900 p-6"
    >
      <p className="text-sm text-neutral-400">{M.intro}</p>
      {watermark.isPending ? (
        <LoadingState text={M.loading} className="py-6" />
      ) : watermark.isError ? (
        <ErrorState title={M.loadFailed} onRetry={() => void watermark.refetch()} />
      ) : (
        <WatermarkForm initial={watermark.data} />
      )}
    </HeadedSection>
  );
}

function WatermarkForm({ initial }: { initial: WatermarkSettings }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const save = useSaveWatermark();
  const change = (patch: Partial<WatermarkSettings>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = WatermarkSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_16rem]" noValidate>
      <div className="space-y-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          {M.enabledLabel}
        </label>
        <Field id="watermark-text" label={M.textLabel}>
          <input
            id="watermark-text"
            className={inputClass}
            value={draft.text}
            maxLength={WATERMARK_TEXT_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'watermark-problem' : undefined}
            onChange={(event) => change({ text: event.target.value })}
          />
        </Field>
        <Field id="watermark-opacity" label={M.opacityLabel}>
          <input
            id="watermark-opacity"
            type="number"
            className={inputClass}
            min={WATERMARK_OPACITY_MIN * 100}
            max={WATERMARK_OPACITY_MAX * 100}
            step={5}
            value={Math.round(draft.opacity * 100)}
            onChange={(event) => change({ opacity: Number(event.target.value) / 100 })}
          />
        </Field>
        <Field id="watermark-position" label={M.positionLabel}>
          <select
            id="watermark-position"
            className={inputClass}
            value={draft.position}
            onChange={(event) => change({ position: event.target.value as WatermarkPosition })}
          >
            {WATERMARK_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {M.positions[position]}
              </option>
            ))}
          </select>
        </Field>
        {problem ? (
          <p id="watermark-problem" role="alert" className="text-sm text-red-400">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? M.saving : M.save}
        </Button>
      </div>
      <WatermarkSample settings={draft} />
    </form>
  );
}

/** A stand-in preview showing where the text sits and how strong it is. */
function WatermarkSample({ settings }: { settings: WatermarkSettings }) {
  const centered = settings.position === 'center';
  return (
    <figure
      aria-label={M.sampleLabel}
      className="relative aspect-[4/3] overflow-hidden rounded-md bg-gradient-to-br from-violet-900 via-neutral-700 to-amber-700"
    >
      {settings.enabled ? (
        <span
          data-testid="watermark-sample"
          style={{ opacity: settings.opacity }}
          className={cn(
            'absolute font-bold text-white [text-shadow:0_0_2px_#000]',
            centered ? 'inset-0 flex items-center justify-center text-xl' : 'bottom-2 right-3 text-xs',
          )}
        >
          {settings.text}
        </span>
      ) : null}
    </figure>
  );
}
