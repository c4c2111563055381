import { ReferencePriceSettingsSchema, type ReferencePriceSettings } from '@shop/contracts';
import { InputField } from '../../../components/ui/field';
import {
  SettingsFormFooter,
  SettingsPanel,
  SettingsToggle,
  useSettingsDraft,
} from '../../../components/ui/settings-panel';
import { useReferencePrice, useSaveReferencePrice } from '../api/reference-price';
import { REFERENCE_PRICE_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'reference-price-problem';

/** The artist sets, or switches off, the shop-wide struck-through price. */
export function ReferencePriceSettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={useReferencePrice()}>
      {(saved) => <ReferencePriceForm initial={saved} />}
    </SettingsPanel>
  );
}

function ReferencePriceForm({ initial }: { initial: ReferencePriceSettings }) {
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft({
    initial,
    parse: (settings) => ReferencePriceSettingsSchema.safeParse({ ...settings, price: settings.price.trim() }),
    save: useSaveReferencePrice(),
    problemId: PROBLEM_ID,
  });

  return (
    <form onSubmit={submit} className="max-w-md space-y-3" noValidate>
      <SettingsToggle label={M.enabledLabel} checked={draft.enabled} onChange={(enabled) => change({ enabled })} />
      <InputField
        id="reference-price"
        label={M.priceLabel}
        inputMode="decimal"
        value={draft.price}
        {...invalidProps}
        onChange={(event) => change({ price: event.target.value })}
      />
      <SettingsFormFooter {...footer} messages={M} />
    </form>
  );
}
