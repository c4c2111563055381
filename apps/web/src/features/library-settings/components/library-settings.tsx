import { SaveLibrarySettingsBodySchema, type LibraryAfterExpiry, type LibrarySettings } from '@shop/contracts';
import { SettingsFormFooter, SettingsPanel, useSettingsDraft } from '../../../components/ui/settings-panel';
import { useLibrarySettings, useSaveLibrarySettings } from '../api/library-settings';
import { LIBRARY_SETTINGS_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'library-settings-problem';

/** New links on request after the 30 days, or none. */
export function LibrarySettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={useLibrarySettings()}>
      {(saved) => <LibrarySettingsForm initial={saved} />}
    </SettingsPanel>
  );
}

const CHOICES: readonly { value: LibraryAfterExpiry; label: string }[] = [
  { value: 'renew', label: M.renewLabel },
  { value: 'none', label: M.noneLabel },
];

function LibrarySettingsForm({ initial }: { initial: LibrarySettings }) {
  const { draft, change, submit, footer } = useSettingsDraft({
    initial: { afterExpiry: initial.afterExpiry },
    parse: (settings) => SaveLibrarySettingsBodySchema.safeParse(settings),
    save: useSaveLibrarySettings(),
    problemId: PROBLEM_ID,
  });
  return (
    <form onSubmit={submit} className="max-w-xl space-y-3" noValidate>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{M.legend}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="library-after-expiry"
              value={choice.value}
              checked={draft.afterExpiry === choice.value}
              onChange={() => change({ afterExpiry: choice.value })}
              className="mt-1"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <SettingsFormFooter {...footer} messages={M} />
    </form>
  );
}
