// The route's module.
export { ProductStoreMappingPage as default } from './MappingPages';
