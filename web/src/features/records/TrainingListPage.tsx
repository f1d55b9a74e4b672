// The route's module.
export { TrainingListPage as default } from './RecordPages';
