import { SaveShopIdentityBodySchema, type SaveShopIdentityBody, type ShopIdentity } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { SettingsFormFooter, SettingsPanel, useSettingsDraft } from '../../../components/ui/settings-panel';
import { useSaveShopIdentity, useShopIdentity, useShopLogo } from '../api/shop-identity';
import { SHOP_IDENTITY_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'shop-identity-problem';

/** The shop's name, logo and support address, as every e-mail shows them. */
export function ShopIdentitySettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={useShopIdentity()}>
      {(saved) => (
        <div className="space-y-6">
          <ShopIdentityForm initial={{ shopName: saved.shopName, supportEmail: saved.supportEmail }} />
          <ShopLogo identity={saved} />
        </div>
      )}
    </SettingsPanel>
  );
}

function ShopIdentityForm({ initial }: { initial: SaveShopIdentityBody }) {
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft({
    initial,
    parse: (settings) =>
      SaveShopIdentityBodySchema.safeParse({ ...settings, supportEmail: settings.supportEmail?.trim() || null }),
    save: useSaveShopIdentity(),
    problemId: PROBLEM_ID,
  });

  return (
    <form onSubmit={submit} className="max-w-md space-y-3" noValidate>
      <InputField
        id="shop-name"
        label={M.nameLabel}
        value={draft.shopName}
        maxLength={120}
        {...invalidProps}
        onChange={(event) => change({ shopName: event.target.value })}
      />
      <InputField
        id="shop-support-email"
        label={M.supportLabel}
        type="email"
        value={draft.supportEmail ?? ''}
        {...invalidProps}
        aria-describedby={['shop-support-hint', invalidProps['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(event) => change({ supportEmail: event.target.value === '' ? null : event.target.value })}
      />
      <p id="shop-support-hint" className="text-xs text-neutral-500">
        {M.supportHint}
      </p>
      <SettingsFormFooter {...footer} messages={M} />
    </form>
  );
}

function ShopLogo({ identity }: { identity: ShopIdentity }) {
  const { upload, remove } = useShopLogo();
  return (
    <div className="max-w-md space-y-3">
      <h3 className="text-sm font-semibold">{M.logoHeading}</h3>
      {identity.logoUrl ? (
        <img
          src={identity.logoUrl}
          alt={M.logoAlt(identity.shopName)}
          className="h-12 max-w-[200px] rounded bg-white object-contain p-1"
          data-testid="shop-logo"
        />
      ) : (
        <p className="text-sm text-neutral-400">{M.noLogo}</p>
      )}
      <label className="block space-y-1 text-sm">
        <span>{M.logoLabel}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={upload.isPending}
          className="block text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
      </label>
      {upload.isPending ? <p className="text-sm text-neutral-400">{M.uploading}</p> : null}
      {identity.logoUrl ? (
        <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? M.removing : M.removeLogo}
        </Button>
      ) : null}
    </div>
  );
}
