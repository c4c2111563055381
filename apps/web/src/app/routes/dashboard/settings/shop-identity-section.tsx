import { SellerDetailsSettingsPanel } from '../../../../features/seller-details';
import { ShopIdentitySettingsPanel } from '../../../../features/shop-identity';

/**
 * The shop's identity: name, logo and support address, and below it the seller's details that
 * make receipts invoices (legal name, address, VAT id).
 */
export function ShopIdentitySection() {
  return (
    <div className="space-y-6">
      <ShopIdentitySettingsPanel />
      <SellerDetailsSettingsPanel />
    </div>
  );
}
