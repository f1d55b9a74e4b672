// The route's module.
export { UserStoreMappingPage as default } from './MappingPages';
