import { SettingsTabPanel } from '../../../../features/settings';
import { AboutPageSection } from './about-page-section';
import { LicencesSection } from './licences-section';
import { PacksSection } from './packs-section';
import { PoliciesSection } from './policies-section';
import { PricesSection } from './prices-section';
import { ShopIdentitySection } from './shop-identity-section';
import { TaxesSection } from './taxes-section';
import { WatermarkSection } from './watermark-section';

/**
 * The Settings tab, composed here because its sections hold other features' cards
 * (features never import each other). One file per section, for the cards each one gathers.
 */
export function SettingsTab() {
  return (
    <SettingsTabPanel
      sections={{
        'shop-identity': <ShopIdentitySection />,
        'about-page': <AboutPageSection />,
        policies: <PoliciesSection />,
        licences: <LicencesSection />,
        taxes: <TaxesSection />,
        prices: <PricesSection />,
        packs: <PacksSection />,
        watermark: <WatermarkSection />,
      }}
    />
  );
}
