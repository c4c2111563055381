import { LicenceSettingsPanel } from '../../../../features/licences';

export function LicencesSection() {
  return <LicenceSettingsPanel />;
}
