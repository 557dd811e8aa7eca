import { Type, type Static } from 'typebox';
import { DateTime, IdNumber, IdParamsSchema, messages, Nullable, StringEnum, trim } from './common.js';
import { answers, Envelope, FileAnswer } from './routes.js';
import { Page, Paging, Sorting } from './lists.js';
import {
  PROJECT_SORT_FIELDS,
  PROJECT_STATUSES,
  SITE_TYPES,
  UPLOAD_MAX_LABEL,
  UPLOAD_RATE,
  UPLOAD_TYPES,
  UPLOAD_UNATTACHED_MAX_LABEL,
} from './values/index.js';

/**
 * The pkg area ("My Site"): projects (the shop's sites), folders (the spec's Package), the payment information and
 * the shop's public profile, and the one upload path for every image.
 */

/** Where uploaded files are served (public, no session): `<FILES_PATH>/<name>` under the client's /api base. */
export const FILES_PATH = '/open/files';
export const UPLOAD_PATH = '/user/v1/files/upload';
/** An uploaded file's URL as stored in an image column: `/api/open/files/<name>`. */
export const FILE_URL_PATTERN = '^/api/open/files/[A-Za-z0-9_-]{22}[.](png|jpg|webp|gif)$';

export const EXPLAIN_MAX = 20_000;
export const FOLDER_DEPTH_MAX = 8;

export const PKG_MSG = {
  title: 'Please enter a title (1 to 200 characters)',
  keyword: 'keyword must be 1 to 200 characters',
  folderTitle: 'Please enter a folder name (1 to 100 characters)',
  num: 'num must be a whole number from 0 to 1000000',
  plateNum: 'plateNum must be at most 64 characters',
  siteType: `Site type must be one of ${SITE_TYPES.join(', ')}`,
  status: `status must be one of ${PROJECT_STATUSES.join(', ')}`,
  folderId: 'folderId must be a folder id, or none',
  image: 'Please upload the image again',
  version: 'version must be a positive whole number',
  ids: 'Choose 1 to 100 projects',
  explain: `The explanation is too long (at most ${EXPLAIN_MAX} characters)`,
  shopName: 'Please enter the shop name (1 to 100 characters)',
  description: 'The description must be at most 2000 characters',
  contact: 'The contact must be at most 500 characters',
  fileName: 'Not a file name',
  projectNotFound: 'Project not found',
  folderNotFound: 'Folder not found',
  fileNotFound: 'Not Found',
  folderChanged: 'This folder was changed in another tab or by someone else; the list has been reloaded',
  folderCycle: 'A folder cannot be moved into itself or one of its subfolders',
  folderDepth: `Folders can be nested at most ${FOLDER_DEPTH_MAX} levels deep`,
  folderNotEmpty: 'Only an empty folder can be deleted: move its projects and subfolders out first',
  fileTooLarge: `The file size cannot exceed ${UPLOAD_MAX_LABEL}`,
  fileFormat: 'Please upload the correct file format',
  noFile: 'Please choose a file',
  uploadQuota: `Your shop has ${UPLOAD_UNATTACHED_MAX_LABEL} of uploaded images not yet saved in a form: save or remove some, then upload again (unsaved uploads are removed after an hour)`,
  uploadRate: `Too many uploads: at most ${UPLOAD_RATE.max} a minute, please wait a moment`,
} as const;

/** The shop's stored files (Account): every file, and those not yet taken by a record. */
export const FileStorageSchema = Type.Object({
  files: Type.Integer(),
  bytes: Type.Integer(),
  unattachedFiles: Type.Integer(),
  unattachedBytes: Type.Integer(),
  unattachedMaxBytes: Type.Integer(),
});
export type FileStorage = Static<typeof FileStorageSchema>;

/** An image column: an uploaded file's URL (from the upload path) or null. */
const ImageUrl = (message: string = PKG_MSG.image) =>
  Nullable(Type.String({ pattern: FILE_URL_PATTERN, maxLength: 200, ...messages(message) }));

const FolderRef = Nullable(IdNumber(PKG_MSG.folderId));

export const ProjectFiltersSchema = Type.Object({
  /** Part of the title (not `title`: the console's address keeps `title` for the tab title, spec section 2). */
  keyword: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, ...messages(PKG_MSG.keyword), ...trim }),
  ),
  siteType: Type.Optional(StringEnum(SITE_TYPES, messages(PKG_MSG.siteType))),
  status: Type.Optional(StringEnum(PROJECT_STATUSES, messages(PKG_MSG.status))),
  /** A folder id, or `none` for projects in no folder. */
  folderId: Type.Optional(
    Type.String({ pattern: '^(none|[1-9][0-9]{0,14})$', ...messages(PKG_MSG.folderId) }),
  ),
});
export type ProjectFilters = Static<typeof ProjectFiltersSchema>;

export const ProjectListQuerySchema = Type.Object({
  ...Paging,
  ...ProjectFiltersSchema.properties,
  ...Sorting(PROJECT_SORT_FIELDS, { field: 'createdAt', order: 'descend' }),
});
export type ProjectListQuery = Static<typeof ProjectListQuerySchema>;

export const SiteProjectSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Nullable(Type.String()),
  num: Type.Integer(),
  /** The payment QR code image. */
  payUrl: Nullable(Type.String()),
  status: StringEnum(PROJECT_STATUSES),
  plateNum: Nullable(Type.String()),
  viewCount: Type.Integer(),
  siteType: StringEnum(SITE_TYPES),
  folderId: Nullable(Type.Integer()),
  folderTitle: Nullable(Type.String()),
  siteKey: Type.String(),
  /** The project's public page on the console's origin: `/s/<shop key>/<project key>`. */
  publicPath: Type.String(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type SiteProject = Static<typeof SiteProjectSchema>;

export const SiteProjectDetailSchema = Type.Object({
  ...SiteProjectSchema.properties,
  /** Orders placed through the project's site. */
  orders: Type.Integer(),
  /** Visits recorded for it (the dashboard's count). */
  visits: Type.Integer(),
});
export type SiteProjectDetail = Static<typeof SiteProjectDetailSchema>;

export const ProjectBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, ...messages(PKG_MSG.title), ...trim }),
  cover: ImageUrl(),
  num: Type.Integer({ minimum: 0, maximum: 1_000_000, ...messages(PKG_MSG.num) }),
  payUrl: ImageUrl(),
  plateNum: Nullable(Type.String({ maxLength: 64, ...messages(PKG_MSG.plateNum), ...trim })),
  siteType: StringEnum(SITE_TYPES, messages(PKG_MSG.siteType)),
  folderId: FolderRef,
});
export type ProjectBody = Static<typeof ProjectBodySchema>;

export const ProjectDeleteResultSchema = Type.Object({
  /** `closed`: the project had visits or orders, so it was closed rather than deleted. */
  outcome: StringEnum(['deleted', 'closed']),
});
export type ProjectDeleteResult = Static<typeof ProjectDeleteResultSchema>;

export const ProjectMoveBodySchema = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
    minItems: 1,
    maxItems: 100,
    uniqueItems: true,
    ...messages(PKG_MSG.ids),
  }),
  folderId: FolderRef,
});
export type ProjectMoveBody = Static<typeof ProjectMoveBodySchema>;

export const FolderSchema = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  title: Type.String(),
  /** Raised by every change; a change sent with an older version is refused (409). */
  version: Type.Integer(),
  /** Projects directly in this folder. */
  projects: Type.Integer(),
});
export type Folder = Static<typeof FolderSchema>;

export const FolderTreeSchema = Type.Object({
  folders: Type.Array(FolderSchema),
  /** Projects in no folder. */
  unfiled: Type.Integer(),
});
export type FolderTree = Static<typeof FolderTreeSchema>;

const version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...messages(PKG_MSG.version) });

export const FolderCreateBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, ...messages(PKG_MSG.folderTitle), ...trim }),
  parentId: FolderRef,
});
export type FolderCreateBody = Static<typeof FolderCreateBodySchema>;

export const FolderRenameBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, ...messages(PKG_MSG.folderTitle), ...trim }),
  version,
});
export type FolderRenameBody = Static<typeof FolderRenameBodySchema>;

export const FolderMoveBodySchema = Type.Object({ parentId: FolderRef, version });
export type FolderMoveBody = Static<typeof FolderMoveBodySchema>;

export const FolderDeleteQuerySchema = Type.Object({ version });
export type FolderDeleteQuery = Static<typeof FolderDeleteQuerySchema>;

const explain = Type.String({ maxLength: EXPLAIN_MAX, ...messages(PKG_MSG.explain) });

/** Spec entity "Payment info": the QR code image and the two explanations (sanitised HTML). */
export const PayInfoSchema = Type.Object({
  payUrl: Nullable(Type.String()),
  payExplain: Type.String(),
  payCompleteExplain: Type.String(),
});
export type PayInfo = Static<typeof PayInfoSchema>;

export const PayInfoBodySchema = Type.Object({
  payUrl: ImageUrl(),
  payExplain: explain,
  payCompleteExplain: explain,
});
export type PayInfoBody = Static<typeof PayInfoBodySchema>;

/** Rich text to clean as the save would (the Payment page's live preview). */
export const ExplainPreviewBodySchema = Type.Object({ html: explain });
export type ExplainPreviewBody = Static<typeof ExplainPreviewBodySchema>;
export const ExplainPreviewSchema = Type.Object({ html: Type.String() });

/** The shop as buyers see it. */
export const ShopSchema = Type.Object({
  name: Type.String(),
  logoUrl: Nullable(Type.String()),
  description: Type.String(),
  contact: Type.String(),
  siteKey: Type.String(),
  /** The shop's public index on the console's origin: `/s/<shop key>`. */
  publicPath: Type.String(),
});
export type Shop = Static<typeof ShopSchema>;

export const ShopBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, ...messages(PKG_MSG.shopName), ...trim }),
  logoUrl: ImageUrl(),
  description: Type.String({ maxLength: 2000, ...messages(PKG_MSG.description), ...trim }),
  contact: Type.String({ maxLength: 500, ...messages(PKG_MSG.contact), ...trim }),
});
export type ShopBody = Static<typeof ShopBodySchema>;

export const UploadedFileSchema = Type.Object({
  /** What an image column stores: `/api/open/files/<name>`. */
  url: Type.String(),
  name: Type.String(),
  contentType: StringEnum(UPLOAD_TYPES),
  size: Type.Integer(),
});
export type UploadedFile = Static<typeof UploadedFileSchema>;

export const FileParamsSchema = Type.Object({
  name: Type.String({ pattern: '^[A-Za-z0-9_-]{22}[.](png|jpg|webp|gif)$', ...messages(PKG_MSG.fileName) }),
});

/** The routes of the pkg area (paths under the client's `/api` base). */
export const pkgRoutes = {
  projectList: answers(Page(SiteProjectSchema), { querystring: ProjectListQuerySchema }),
  projectExport: {
    querystring: ProjectFiltersSchema,
    response: FileAnswer('text/csv', 'Every matching project as CSV (UTF-8 with a byte-order mark)'),
  },
  projectDetail: answers(SiteProjectDetailSchema, { params: IdParamsSchema }),
  projectCreate: answers(SiteProjectSchema, { body: ProjectBodySchema }),
  projectUpdate: answers(SiteProjectSchema, { params: IdParamsSchema, body: ProjectBodySchema }),
  projectClose: answers(SiteProjectSchema, { params: IdParamsSchema }),
  projectReopen: answers(SiteProjectSchema, { params: IdParamsSchema }),
  projectDelete: answers(ProjectDeleteResultSchema, { params: IdParamsSchema }),
  projectMove: answers(Type.Object({ moved: Type.Integer() }), { body: ProjectMoveBodySchema }),
  folderTree: answers(FolderTreeSchema),
  folderCreate: answers(FolderSchema, { body: FolderCreateBodySchema }),
  folderRename: answers(FolderSchema, { params: IdParamsSchema, body: FolderRenameBodySchema }),
  folderMove: answers(FolderSchema, { params: IdParamsSchema, body: FolderMoveBodySchema }),
  folderDelete: answers(Type.Null(), { params: IdParamsSchema, querystring: FolderDeleteQuerySchema }),
  payInfo: answers(PayInfoSchema),
  payInfoUpdate: answers(PayInfoSchema, { body: PayInfoBodySchema }),
  explainPreview: answers(ExplainPreviewSchema, { body: ExplainPreviewBodySchema }),
  shop: answers(ShopSchema),
  shopUpdate: answers(ShopSchema, { body: ShopBodySchema }),
  upload: {
    description: `multipart/form-data with one part \`file\`: a PNG, JPEG, WebP or GIF of at most ${UPLOAD_MAX_LABEL}`,
    response: { 200: Envelope(UploadedFileSchema) },
  },
  file: {
    params: FileParamsSchema,
    response: FileAnswer('application/octet-stream', 'The file, with its content type'),
  },
  storage: answers(FileStorageSchema),
};
