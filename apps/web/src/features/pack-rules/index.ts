export { PackRulesSettingsPanel } from './components/pack-rules-settings';
