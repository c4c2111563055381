export { CountryTaxSettingsPanel } from './components/country-tax-settings';
