import { DEFAULT_TIME_ZONE, SaveShopTimeZoneBodySchema, type ShopTimeZone } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { SettingsFormFooter, SettingsPanel, useSettingsDraft } from '../../../components/ui/settings-panel';
import { useShopTimeZone } from '../../../lib/dates';
import { useSaveShopTimeZone } from '../api/save-shop-time-zone';
import { SHOP_TIME_ZONE_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'shop-time-zone-problem';

/** Every zone this browser knows, UTC first; the saved one too, should the browser not list it. */
function zoneChoices(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([DEFAULT_TIME_ZONE, saved, ...known])];
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The shop's time zone: the one the dashboard tells times and counts days in. */
export function ShopTimeZoneSettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={useShopTimeZone()}>
      {(saved) => <ShopTimeZoneForm saved={saved} />}
    </SettingsPanel>
  );
}

function ShopTimeZoneForm({ saved }: { saved: ShopTimeZone }) {
  const save = useSaveShopTimeZone();
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft<ShopTimeZone>({
    initial: saved,
    parse: (value) => SaveShopTimeZoneBodySchema.safeParse(value),
    save: { mutate: (value) => save.mutate(value), isPending: save.isPending },
    problemId: PROBLEM_ID,
  });
  const here = browserZone();
  const describedBy = ['shop-time-zone-hint', invalidProps['aria-describedby']].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} className="max-w-md space-y-3" noValidate>
      <Field id="shop-time-zone" label={M.label}>
        <select
          id="shop-time-zone"
          className={inputClass}
          value={draft.timeZone}
          {...invalidProps}
          aria-describedby={describedBy}
          onChange={(event) => change({ timeZone: event.target.value })}
        >
          {zoneChoices(saved.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </Field>
      <p id="shop-time-zone-hint" className="text-xs text-neutral-500">
        {M.hint}
      </p>
      {here && here !== draft.timeZone ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => change({ timeZone: here })}>
          {M.useBrowser(here)}
        </Button>
      ) : null}
      <SettingsFormFooter {...footer} messages={M} />
    </form>
  );
}
