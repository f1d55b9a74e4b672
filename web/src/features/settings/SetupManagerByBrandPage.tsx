// The route's module.
export { SetupManagerByBrandPage as default } from './SettingsPages';
