import {
  SaveSellerDetailsBodySchema,
  SELLER_ADDRESS_MAX,
  SELLER_LEGAL_NAME_MAX,
  SELLER_TAX_ID_MAX,
  type SellerDetails,
} from '@shop/contracts';
import { Field, InputField, inputClass } from '../../../components/ui/field';
import { SettingsFormFooter, SettingsPanel, useSettingsDraft } from '../../../components/ui/settings-panel';
import { useSaveSellerDetails, useSellerDetails } from '../api/seller-details';
import { SELLER_DETAILS_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'seller-details-problem';

interface Draft {
  legalName: string;
  address: string;
  taxId: string;
}

/** The seller's legal name, postal address and VAT/tax id, which make every receipt an invoice. */
export function SellerDetailsSettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={useSellerDetails()}>
      {(saved) => <SellerDetailsForm saved={saved} />}
    </SettingsPanel>
  );
}

function SellerDetailsForm({ saved }: { saved: SellerDetails }) {
  const save = useSaveSellerDetails();
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft<Draft>({
    initial: { legalName: saved.legalName ?? '', address: saved.address ?? '', taxId: saved.taxId ?? '' },
    parse: (value) => {
      const parsed = SaveSellerDetailsBodySchema.safeParse(value);
      // The draft keeps what was typed; the server trims it again and reads an empty field as none
      // (every field empty: the seller is cleared).
      return parsed.success ? { success: true, data: value } : parsed;
    },
    save: { mutate: (value) => save.mutate(value), isPending: save.isPending },
    problemId: PROBLEM_ID,
  });
  const describedBy = (hint: string) => [hint, invalidProps['aria-describedby']].filter(Boolean).join(' ');

  return (
    <form onSubmit={submit} className="max-w-md space-y-3" noValidate>
      {saved.legalName ? (
        <p className="text-sm text-neutral-400">{M.clearHint}</p>
      ) : (
        <p className="text-sm text-amber-300">{M.notSet}</p>
      )}
      <InputField
        id="seller-legal-name"
        label={M.legalNameLabel}
        value={draft.legalName}
        maxLength={SELLER_LEGAL_NAME_MAX}
        autoComplete="organization"
        {...invalidProps}
        aria-describedby={describedBy('seller-legal-name-hint')}
        onChange={(event) => change({ legalName: event.target.value })}
      />
      <p id="seller-legal-name-hint" className="text-xs text-neutral-500">
        {M.legalNameHint}
      </p>
      <Field id="seller-address" label={M.addressLabel}>
        <textarea
          id="seller-address"
          className={inputClass}
          rows={4}
          value={draft.address}
          maxLength={SELLER_ADDRESS_MAX}
          autoComplete="street-address"
          {...invalidProps}
          aria-describedby={describedBy('seller-address-hint')}
          onChange={(event) => change({ address: event.target.value })}
        />
      </Field>
      <p id="seller-address-hint" className="text-xs text-neutral-500">
        {M.addressHint}
      </p>
      <InputField
        id="seller-tax-id"
        label={M.taxIdLabel}
        value={draft.taxId}
        maxLength={SELLER_TAX_ID_MAX}
        {...invalidProps}
        aria-describedby={describedBy('seller-tax-id-hint')}
        onChange={(event) => change({ taxId: event.target.value })}
      />
      <p id="seller-tax-id-hint" className="text-xs text-neutral-500">
        {M.taxIdHint}
      </p>
      <SettingsFormFooter {...footer} messages={M} />
    </form>
  );
}
