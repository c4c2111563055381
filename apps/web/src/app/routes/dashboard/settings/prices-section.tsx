import { ReferencePriceSettingsPanel } from '../../../../features/reference-price';

export function PricesSection() {
  return <ReferencePriceSettingsPanel />;
}
