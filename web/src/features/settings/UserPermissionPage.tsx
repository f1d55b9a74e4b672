// The route's module.
export { UserPermissionPage as default } from './SettingsPages';
