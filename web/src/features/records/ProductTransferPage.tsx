// The route's module.
export { ProductTransferPage as default } from './RecordPages';
