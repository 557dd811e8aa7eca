import { UPLOAD_RATE, UPLOAD_TYPES } from '@console/api-contract/values';
import { api, type QueryParams } from '@console/shared';
import { queryOptions } from '@console/shared/data';
// The API's types come from its contract (types only: no schema code in this bundle).
import type {
  Folder,
  FolderTree,
  PageOf,
  PayInfo,
  PayInfoBody,
  SampleFormBody,
  ProjectBody,
  ProjectDeleteResult,
  Shop,
  ShopBody,
  SiteProject,
  SiteProjectDetail,
  SiteType,
  UploadedFile,
} from '@console/api-contract';

export type { Folder, FolderTree, PayInfo, ProjectBody, Shop, SiteProject, SiteProjectDetail, SiteType };

/** Stored values (the labels shown are translated) and the upload path's limits, checked here before sending (the
 * server checks again). */
export {
  PROJECT_STATUSES,
  SITE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_LABEL,
  UPLOAD_UNATTACHED_MAX_LABEL,
} from '@console/api-contract/values';
export const UPLOAD_ACCEPT = UPLOAD_TYPES.join(',');
/** The server's per-shop caps (it refuses past them: 409 for unsaved bytes, 429 for the rate). */
export const UPLOAD_RATE_PER_MINUTE = UPLOAD_RATE.max;

/** The image types the server takes, by their first bytes (as the server decides): PNG, JPEG, WebP, GIF. */
export async function isImageFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const at = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  return (
    at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    at([0xff, 0xd8, 0xff]) ||
    (at([0x52, 0x49, 0x46, 0x46]) && at([0x57, 0x45, 0x42, 0x50], 8)) ||
    at([0x47, 0x49, 0x46, 0x38])
  );
}

const P = '/user/v1/projects';
const F = '/user/v1/folders';

export const projectsApi = {
  list: (params: QueryParams) => api.get<PageOf<SiteProject>>(`${P}/list`, params),
  exportCsv: (filters: QueryParams) => api.get<Blob>(`${P}/export`, filters, { responseType: 'blob' }),
  detail: (id: number) => api.get<SiteProjectDetail>(`${P}/${id}`),
  create: (body: ProjectBody) => api.post<SiteProject>(P, body, { silent: true }),
  update: (id: number, body: ProjectBody) => api.put<SiteProject>(`${P}/${id}`, body, { silent: true }),
  close: (id: number) => api.post<SiteProject>(`${P}/${id}/close`),
  reopen: (id: number) => api.post<SiteProject>(`${P}/${id}/reopen`),
  remove: (id: number) => api.delete<ProjectDeleteResult>(`${P}/${id}`),
  move: (ids: number[], folderId: number | null) =>
    api.post<{ moved: number }>(`${P}/move`, { ids, folderId }),
};

export const foldersApi = {
  tree: () => api.get<FolderTree>(`${F}/tree`),
  create: (title: string, parentId: number | null) => api.post<Folder>(F, { title, parentId }),
  rename: (folder: Folder, title: string) =>
    api.put<Folder>(`${F}/${folder.id}`, { title, version: folder.version }),
  move: (folder: Folder, parentId: number | null) =>
    api.post<Folder>(`${F}/${folder.id}/move`, { parentId, version: folder.version }),
  remove: (folder: Folder) => api.delete<null>(`${F}/${folder.id}`, { params: { version: folder.version } }),
};

export const payApi = {
  get: () => api.get<PayInfo>('/user/v1/customer/info/pay/info'),
  update: (body: PayInfoBody) => api.post<PayInfo>('/user/v1/customer/info/update/pay/info', body),
  /** The explanation as the server will store it (cleaned), for the live preview. */
  preview: (html: string, signal?: AbortSignal) =>
    api.post<{ html: string }>(
      '/user/v1/customer/info/pay/preview',
      { html },
      { silent: true, ...(signal ? { signal } : {}) },
    ),
};

export const shopApi = {
  get: () => api.get<Shop>('/user/v1/shop'),
  // Silent: the form shows a refusal at its fields (the kit toasts the rest).
  update: (body: ShopBody) => api.put<Shop>('/user/v1/shop', body, { silent: true }),
};

export const filesApi = {
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<UploadedFile>('/user/v1/files/upload', form, { silent: true });
  },
};

/** Resources: the components page's sample form, checked by the server (it writes nothing). */
export const resourcesApi = {
  checkSampleForm: (body: SampleFormBody) =>
    api.post<SampleFormBody>('/user/v1/resources/sample-form', body, { silent: true }),
};

/**
 * The area's queries (docs/data-layer.md, "Keys"): `[area, resource, ...inputs]`, every input of the request in
 * the key. A change to projects or folders invalidates `pkgQueries.all` (folder counts and lists move together).
 */
export const pkgQueries = {
  all: ['pkg'] as const,
  projects: (params: QueryParams) =>
    queryOptions(['pkg', 'projects', params], () => projectsApi.list(params)),
  project: (id: number) => queryOptions(['pkg', 'project', id], () => projectsApi.detail(id)),
  folders: () => queryOptions(['pkg', 'folders'], () => foldersApi.tree()),
  pay: () => queryOptions(['pkg', 'pay'], () => payApi.get()),
  shop: () => queryOptions(['pkg', 'shop'], () => shopApi.get()),
  /** The payment explanation as the server would store it (cleaned): a pure answer of the text, so a query. */
  payPreview: (html: string) => queryOptions(['pkg', 'payPreview', html], () => payApi.preview(html)),
};
