export { FilterSelect } from './filter-select';
export { LoadFailed, LoadingGrid, PastLastPage } from './list-states';
export { PagedGrid, usePagedList, type PagedList, type PageQuery } from './paged-grid';
export { firstPageOf, pageSearch, useFilterParams } from './use-filter-params';
