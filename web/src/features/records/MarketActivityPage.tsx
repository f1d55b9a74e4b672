// The route's module.
export { MarketActivityPage as default } from './RecordPages';
