// The route's module.
export { DeploymentPage as default } from './RecordPages';
