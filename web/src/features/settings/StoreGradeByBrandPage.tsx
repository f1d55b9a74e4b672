// The route's module.
export { StoreGradeByBrandPage as default } from './SettingsPages';
