export { Pagination, LoadMore, type PaginationProps, type LoadMoreProps } from './Pagination';
export { pageWindow } from './pages';
