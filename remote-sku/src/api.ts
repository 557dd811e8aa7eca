import { api, type QueryParams } from '@console/shared';
import { queryOptions } from '@console/shared/data';
// The API's types come from its contract (types only: no schema code in this bundle).
import type {
  PageOf,
  SkuCategory,
  SkuCategoryBody,
  SkuCategoryImpact,
  SkuDeleted,
  SkuImportReport,
  SkuLanguages,
  SkuMoveBody,
  SkuTag,
  SkuTagBody,
} from '@console/api-contract';

export type { SkuCategory, SkuCategoryImpact, SkuImportReport, SkuLanguages, SkuTag };
export type SkuKind = 'category' | 'tag';

/** Form calls are silent: their errors are shown at the fields (or by the form), not as a second toast. */
const silent = { silent: true } as const;

/**
 * The SKU lists have one order each (tags by code, categories by their place in the tree): the list kit's sort keys
 * are not parameters of these routes, and the API refuses a parameter a route does not take.
 */
const withoutSort = ({ sortField: _field, sortOrder: _order, ...params }: QueryParams): QueryParams => params;

export const skuApi = {
  languages: () => api.get<SkuLanguages>('/user/v1/sku/languages'),
  categories: (params: QueryParams) =>
    api.get<PageOf<SkuCategory>>('/user/v1/sku/category/list', withoutSort(params)),
  createCategory: (body: SkuCategoryBody) => api.post<SkuCategory>('/user/v1/sku/category', body, silent),
  updateCategory: (id: number, body: SkuCategoryBody) =>
    api.put<SkuCategory>(`/user/v1/sku/category/${id}`, body, silent),
  moveCategory: (id: number, body: SkuMoveBody) =>
    api.post<SkuCategory>(`/user/v1/sku/category/${id}/move`, body),
  impact: (id: number) => api.get<SkuCategoryImpact>(`/user/v1/sku/category/${id}/impact`),
  deleteCategory: (id: number, mode?: 'cascade' | 'lift') =>
    api.delete<SkuDeleted>(`/user/v1/sku/category/${id}`, mode ? { params: { mode } } : {}),
  tags: (params: QueryParams) => api.get<PageOf<SkuTag>>('/user/v1/sku/tag/list', withoutSort(params)),
  createTag: (body: SkuTagBody) => api.post<SkuTag>('/user/v1/sku/tag', body, silent),
  updateTag: (id: number, body: SkuTagBody) => api.put<SkuTag>(`/user/v1/sku/tag/${id}`, body, silent),
  deleteTag: (id: number) => api.delete<SkuDeleted>(`/user/v1/sku/tag/${id}`),
  /** Every category or tag as the server's CSV. */
  exportCsv: (kind: SkuKind) =>
    api.get<Blob>(`/user/v1/sku/${kind}/export`, undefined, { responseType: 'blob' }),
  importCsv: (kind: SkuKind, csv: string, dryRun: boolean) =>
    api.post<SkuImportReport>(`/user/v1/sku/${kind}/import`, { csv, dryRun }),
};

/**
 * The area's queries (docs/data-layer.md, "Keys"): `[area, resource, ...inputs]`, every input of the request in
 * the key (the categories' open branches, `expanded`, included).
 */
export const skuQueries = {
  all: ['sku'] as const,
  languages: () => queryOptions(['sku', 'languages'], () => skuApi.languages()),
  categoryLists: ['sku', 'categories'] as const,
  categories: (params: QueryParams) =>
    queryOptions(['sku', 'categories', params], () => skuApi.categories(params)),
  tags: (params: QueryParams) => queryOptions(['sku', 'tags', params], () => skuApi.tags(params)),
};
