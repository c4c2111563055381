import {
  WATERMARK_OPACITY_MAX,
  WATERMARK_OPACITY_MIN,
  WATERMARK_POSITIONS,
  WATERMARK_TEXT_MAX,
  WatermarkSettingsSchema,
  type WatermarkPosition,
  type WatermarkSettings,
} from '@shop/contracts';
import { cn } from '../../../components/ui/cn';
import { Field, InputField, inputClass } from '../../../components/ui/field';
import {
  SettingsFormFooter,
  SettingsPanel,
  SettingsToggle,
  useSettingsDraft,
} from '../../../components/ui/settings-panel';
import { useSaveWatermark, useWatermark } from '../api/watermark';
import { WATERMARK_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'watermark-problem';

/** The curator's control over the watermark drawn on public previews. */
export function WatermarkSettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={useWatermark()}>
      {(saved) => <WatermarkForm initial={saved} />}
    </SettingsPanel>
  );
}

function WatermarkForm({ initial }: { initial: WatermarkSettings }) {
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft({
    initial,
    parse: (settings) => WatermarkSettingsSchema.safeParse(settings),
    save: useSaveWatermark(),
    problemId: PROBLEM_ID,
  });

  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_16rem]" noValidate>
      <div className="space-y-3">
        <SettingsToggle label={M.enabledLabel} checked={draft.enabled} onChange={(enabled) => change({ enabled })} />
        <InputField
          id="watermark-text"
          label={M.textLabel}
          value={draft.text}
          maxLength={WATERMARK_TEXT_MAX}
          {...invalidProps}
          onChange={(event) => change({ text: event.target.value })}
        />
        <InputField
          id="watermark-opacity"
          label={M.opacityLabel}
          type="number"
          min={WATERMARK_OPACITY_MIN * 100}
          max={WATERMARK_OPACITY_MAX * 100}
          step={5}
          value={Math.round(draft.opacity * 100)}
          onChange={(event) => change({ opacity: Number(event.target.value) / 100 })}
        />
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
        <SettingsFormFooter {...footer} messages={M} />
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
