import { ShopIdentitySettingsPanel } from '../../../../features/shop-identity';

/**
 * The shop's identity: name, logo and support address. The seller's details for invoices (legal
 * name, address, VAT id; issue #36) belong here too: mount their card below the identity card.
 */
export function ShopIdentitySection() {
  return <ShopIdentitySettingsPanel />;
}
