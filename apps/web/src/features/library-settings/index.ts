export { LibrarySettingsPanel } from './components/library-settings';
export { LIBRARY_SETTINGS_MESSAGES } from './messages';
