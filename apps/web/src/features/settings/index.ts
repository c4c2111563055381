export { SettingsTabPanel } from './components/settings-tab-panel';
export { SETTINGS_SECTIONS, type SettingsSectionId } from './lib/sections';
