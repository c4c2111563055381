import {
  LICENCE_NAME_MAX,
  LICENCE_TEXT_MAX,
  MAX_LICENCE_TIERS,
  SaveLicenceTiersBodySchema,
  type LicenceTierList,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { Field, InputField, inputClass } from '../../../components/ui/field';
import { SettingsFormFooter, SettingsPanel, useSettingsDraft } from '../../../components/ui/settings-panel';
import { useLicenceTiers, useSaveLicenceTiers } from '../api/licence-tiers';
import { LICENCE_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'licence-tiers-problem';

interface DraftTier {
  /** Absent on a tier added in this form (the server gives it its id). */
  id?: string;
  name: string;
  text: string;
  priceDifference: string;
}

/** Settings › Licences: the tiers a buyer chooses from on the artwork page. */
export function LicenceSettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={useLicenceTiers()}>
      {(saved) => <LicenceTiersForm saved={saved} />}
    </SettingsPanel>
  );
}

const emptyTier = (): DraftTier => ({ name: '', text: '', priceDifference: '0.00' });

function LicenceTiersForm({ saved }: { saved: LicenceTierList }) {
  const save = useSaveLicenceTiers();
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft<{ licences: DraftTier[] }>({
    initial: {
      licences: saved.licences.map(({ id, name, text, priceDifference }) => ({ id, name, text, priceDifference })),
    },
    parse: (value) => {
      const parsed = SaveLicenceTiersBodySchema.safeParse(value);
      // The draft keeps what was typed; the server trims it again.
      return parsed.success ? { success: true, data: value } : parsed;
    },
    save: { mutate: (value) => save.mutate(value), isPending: save.isPending },
    problemId: PROBLEM_ID,
  });
  const tiers = draft.licences;
  const update = (index: number, patch: Partial<DraftTier>) =>
    change({ licences: tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)) });

  return (
    <form onSubmit={submit} className="max-w-xl space-y-4" noValidate>
      <p className="text-sm text-neutral-400">{tiers.length === 0 ? M.none : M.defaultHint}</p>
      {tiers.map((tier, index) => {
        const stem = `licence-tier-${index + 1}`;
        return (
          <fieldset key={tier.id ?? `new-${index}`} className="space-y-2 rounded-lg p-3 ring-1 ring-neutral-800">
            <legend className="px-1 text-sm font-semibold">{M.tierLegend(index + 1)}</legend>
            <InputField
              id={`${stem}-name`}
              label={M.nameLabel}
              value={tier.name}
              maxLength={LICENCE_NAME_MAX}
              {...invalidProps}
              onChange={(event) => update(index, { name: event.target.value })}
            />
            <Field id={`${stem}-text`} label={M.textLabel}>
              <textarea
                id={`${stem}-text`}
                className={inputClass}
                rows={3}
                value={tier.text}
                maxLength={LICENCE_TEXT_MAX}
                {...invalidProps}
                onChange={(event) => update(index, { text: event.target.value })}
              />
            </Field>
            <InputField
              id={`${stem}-price`}
              label={M.priceLabel}
              value={tier.priceDifference}
              inputMode="decimal"
              {...invalidProps}
              aria-describedby={[`${stem}-price-hint`, invalidProps['aria-describedby']].filter(Boolean).join(' ')}
              onChange={(event) => update(index, { priceDifference: event.target.value })}
            />
            <p id={`${stem}-price-hint`} className="text-xs text-neutral-500">
              {M.priceHint}
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => change({ licences: tiers.filter((_, at) => at !== index) })}
            >
              {M.remove(tier.name)}
            </Button>
          </fieldset>
        );
      })}
      {tiers.length < MAX_LICENCE_TIERS ? (
        <Button variant="secondary" onClick={() => change({ licences: [...tiers, emptyTier()] })}>
          {M.add}
        </Button>
      ) : null}
      <div>
        <SettingsFormFooter {...footer} messages={M} />
      </div>
    </form>
  );
}
