export { useLicenceTiers } from './api/licence-tiers';
export { LicenceChoice } from './components/licence-choice';
export { LicenceSettingsPanel } from './components/licence-settings';
export { licensedCents, licensedPrice } from './licence-price';
export { LICENCE_MESSAGES } from './messages';
