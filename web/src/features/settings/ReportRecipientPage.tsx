// The route's module.
export { ReportRecipientPage as default } from './SettingsPages';
