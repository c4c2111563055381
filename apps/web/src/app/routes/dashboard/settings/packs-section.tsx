import { PackRulesSettingsPanel } from '../../../../features/pack-rules';

export function PacksSection() {
  return <PackRulesSettingsPanel />;
}
