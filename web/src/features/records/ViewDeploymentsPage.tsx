// The route's module.
export { ViewDeploymentsPage as default } from './RecordPages';
