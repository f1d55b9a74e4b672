// The route's module.
export { MarketIssuesPage as default } from './RecordPages';
