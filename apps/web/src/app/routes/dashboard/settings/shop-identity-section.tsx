import { SellerDetailsSettingsPanel } from '../../../../features/seller-details';
import { ShopIdentitySettingsPanel } from '../../../../features/shop-identity';
import { ShopTimeZoneSettingsPanel } from '../../../../features/shop-time-zone';

/**
 * The shop's identity: name, logo and support address, the seller's details that make receipts
 * invoices (legal name, address, VAT id), and the time zone the shop's days are counted in.
 */
export function ShopIdentitySection() {
  return (
    <div className="space-y-6">
      <ShopIdentitySettingsPanel />
      <SellerDetailsSettingsPanel />
      <ShopTimeZoneSettingsPanel />
    </div>
  );
}
