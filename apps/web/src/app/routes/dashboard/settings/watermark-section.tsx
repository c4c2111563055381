import { WatermarkSettingsPanel } from '../../../../features/watermark';

export function WatermarkSection() {
  return <WatermarkSettingsPanel />;
}
