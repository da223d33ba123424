export { FilterSelect } from './filter-select';
export { LoadFailed, LoadingGrid } from './list-states';
export { useFilterParams } from './use-filter-params';
