/**
 * The list-page kit (`@console/shared/list`): a federation singleton entry of its own, so the sign-in page and the
 * dashboard, which list nothing, do not load it. See docs/list-kit.md.
 */
export {
  ListPage,
  ListView,
  ListError,
  Money,
  StatusTag,
  type ListExport,
  type ListPageProps,
  type ListViewProps,
} from './ListPage';
export {
  timeColumn,
  useListPage,
  type ListColumn,
  type ListHandle,
  type ListOptions,
  type ListTree,
  type RowActions,
} from './useListPage';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { DetailDrawer, type DetailDrawerProps } from './DetailDrawer';
export {
  FilterForm,
  textFilter,
  selectFilter,
  dateRangeFilter,
  RangeInput,
  decimalRangeFilter,
  DECIMAL,
  type ListFilter,
} from './filters';
export {
  useUrlQuery,
  useOpenRow,
  OPEN_ROW_KEY,
  parseQuery,
  serializeQuery,
  mergeSearch,
  nextTableQuery,
  toParams,
  type FilterValues,
  type ListQuery,
  type QueryShape,
  type SortOrder,
} from './query';
export { useTablePrefs, prefsKey, DEFAULT_PREFS, DENSITIES, type Density, type TablePrefs } from './prefs';
export { TableSettings, type ChoosableColumn } from './TableSettings';
export { useListQuery, type ListParams, type ListState, type Page } from './useListQuery';
export { useDebounced } from './useDebounced';
