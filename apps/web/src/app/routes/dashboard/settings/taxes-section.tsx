import { CountryTaxSettingsPanel } from '../../../../features/country-taxes';

export function TaxesSection() {
  return <CountryTaxSettingsPanel />;
}
