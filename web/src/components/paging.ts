// Page sizes for the report kit (components/reports), which still reads them here: one source, list-state's.
export { PAGE_SIZES } from './list-state';
