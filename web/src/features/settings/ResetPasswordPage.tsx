// The route's module.
export { ResetPasswordPage as default } from './SettingsPages';
