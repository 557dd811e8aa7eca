import { Type, type Static } from 'typebox';
import { SiteLanguageSchema } from './account.js';
import {
  IdNumber,
  type IdParams,
  IdParamsSchema,
  IdText,
  linesChecked,
  messages,
  Nullable,
  trim,
} from './common.js';
import { answers, FileAnswer } from './routes.js';
import { Page, Paging, TreePage } from './lists.js';
import { SKU_IMPORT_MAX_BYTES, SKU_IMPORT_MAX_LINES } from './values/sku.js';

/**
 * SKU categories (a tree) and tags (flat, with a colour) of the signed-in shop, each with a code, a name in the
 * shop's default language and a name per site language; which of a shop's projects use them.
 */

/** The shop's default language: the name every category and tag must have, and the fallback of every other. */
export const SKU_DEFAULT_LANGUAGE = 'en';
export const SKU_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$';
export const SKU_NAME_MAX = 100;
export const SKU_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';
export const SKU_TAGS_PER_PROJECT_MAX = 50;

export const SKU_MSG = {
  code: 'Code must be 1 to 40 letters, digits, ".", "_" or "-", starting with a letter or digit',
  codeTaken: 'This code is already used in your shop',
  name: `Please enter the name in the default language (at most ${SKU_NAME_MAX} characters)`,
  names: `Each translated name must be at most ${SKU_NAME_MAX} characters, keyed by a language code`,
  unknownLanguage: 'Names may be given only for languages your shop offers: {codes}',
  color: 'Colour must be a hex colour such as #1677ff',
  parentId: 'parentId must be a positive whole number or null',
  parentNotFound: 'The parent category does not exist',
  position: 'position must be a whole number from 0',
  cycle: 'A category cannot be moved under itself or one of its own subcategories',
  id: 'id must be a positive whole number',
  keyword: 'keyword must be 1 to 100 characters',
  missing: 'missing must be a language code such as zh',
  categoryNotFound: 'Category not found',
  tagNotFound: 'Tag not found',
  projectNotFound: 'Project not found',
  categoryBusy: 'This category has subcategories or is used by projects: choose what happens to them',
  mode: 'mode must be cascade (delete the whole branch) or lift (move subcategories up a level)',
  csv: `Please send the CSV text (at most ${SKU_IMPORT_MAX_BYTES} bytes)`,
  csvLines: `The file has more than ${SKU_IMPORT_MAX_LINES} lines`,
  csvParse: 'The file is not valid CSV: {reason}',
  csvHeader: 'The first line must name the columns: {columns}',
  csvColumn: 'Unknown column {column}',
  csvCells: 'Expected {expected} cells, found {found}',
  csvDuplicate: 'Code {code} appears more than once in the file (first on line {line})',
  csvParent: 'Parent {code} is neither in your shop nor in the file',
  csvCycle: 'Parent {code} would put this category under itself',
  categoryId: 'categoryId must be a category id or null',
  tagIds: `tagIds must be a list of at most ${SKU_TAGS_PER_PROJECT_MAX} tag ids`,
  unknownCategory: 'The category does not exist',
  unknownTags: 'One or more tags do not exist',
  language: 'language must be a language code such as zh',
  expanded: 'expanded must be up to 200 category ids separated by commas',
} as const;

const NAME = Type.String({ minLength: 1, maxLength: SKU_NAME_MAX, ...trim, ...messages(SKU_MSG.name) });
const CODE = Type.String({ pattern: SKU_CODE_PATTERN, ...trim, ...messages(SKU_MSG.code) });
const LANGUAGE = Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', ...messages(SKU_MSG.missing) });
/** Names by language code; an empty text clears that language's name. */
const NAMES = Type.Record(
  Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$' }),
  Type.String({ maxLength: SKU_NAME_MAX }),
  { maxProperties: 20, ...messages(SKU_MSG.names) },
);

// ---- languages (a linked one is the account's SiteLanguage) ---------------------------------

/** Names kept for a language the shop no longer offers (never deleted on unlink; shown again on re-link). */
export const SkuRetainedSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  categories: Type.Integer(),
  tags: Type.Integer(),
});

export const SkuLanguagesSchema = Type.Object({
  defaultLanguage: Type.String(),
  /** The shop's site languages, the default first. */
  linked: Type.Array(SiteLanguageSchema),
  retained: Type.Array(SkuRetainedSchema),
});
export type SkuLanguages = Static<typeof SkuLanguagesSchema>;

// ---- categories ------------------------------------------------------------------------------

const listFilters = {
  /** A code, or a name in any language (contains, case-insensitive). */
  keyword: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, ...trim, ...messages(SKU_MSG.keyword) }),
  ),
  /** Only rows without a name in this language. */
  missing: Type.Optional(LANGUAGE),
};

export const SkuListQuerySchema = Type.Object({ ...Paging, ...listFilters });
export type SkuListQuery = Static<typeof SkuListQuerySchema>;

export const SkuCategoryListQuerySchema = Type.Object({
  ...Paging,
  ...listFilters,
  /** Tree mode: the categories whose children are shown (comma-separated ids, at most 200). */
  expanded: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,15}(,[0-9]{1,15}){0,199}$', ...messages(SKU_MSG.expanded) }),
  ),
});
export type SkuCategoryListQuery = Static<typeof SkuCategoryListQuerySchema>;

const rowFields = {
  id: Type.Integer(),
  code: Type.String(),
  /** The name in the default language. */
  name: Type.String(),
  /** Names in the other languages (only the shop's site languages; retained ones are not sent). */
  names: Type.Record(Type.String(), Type.String()),
  /** Site languages without a name yet. */
  missing: Type.Array(Type.String()),
  /** Projects using it. */
  uses: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const SkuCategorySchema = Type.Object({
  ...rowFields,
  parentId: Nullable(Type.Integer()),
  position: Type.Integer(),
  /** 0 for a top-level category. */
  depth: Type.Integer(),
  /** Ancestors' names (default language) from the top. */
  path: Type.Array(Type.String()),
  childCount: Type.Integer(),
});
export type SkuCategory = Static<typeof SkuCategorySchema>;

/**
 * Without filters: a page of top-level categories, each followed (depth first, in order) by the children of the
 * `expanded` ones; `total` counts top-level categories. With a keyword or `missing`: a flat page of the matching
 * categories, each with its `path`.
 */
export const SkuCategoryPageSchema = TreePage(SkuCategorySchema);
export type SkuCategoryPage = Static<typeof SkuCategoryPageSchema>;

export const SkuCategoryBodySchema = Type.Object({
  code: CODE,
  name: NAME,
  names: Type.Optional(NAMES),
  /** Only on create (a move changes it afterwards). */
  parentId: Type.Optional(Nullable(IdNumber(SKU_MSG.parentId))),
});
export type SkuCategoryBody = Static<typeof SkuCategoryBodySchema>;

export const SkuMoveBodySchema = Type.Object({
  parentId: Nullable(IdNumber(SKU_MSG.parentId)),
  /** Place among the new siblings, 0 first; beyond the end is last. */
  position: Type.Integer({ minimum: 0, maximum: 1_000_000, ...messages(SKU_MSG.position) }),
});
export type SkuMoveBody = Static<typeof SkuMoveBodySchema>;

export const SkuIdParamsSchema = IdParamsSchema;
export type SkuIdParams = IdParams;

export const SkuDeleteQuerySchema = Type.Object({
  mode: Type.Optional(
    Type.Unsafe<'cascade' | 'lift'>({ type: 'string', enum: ['cascade', 'lift'], ...messages(SKU_MSG.mode) }),
  ),
});
export type SkuDeleteQuery = Static<typeof SkuDeleteQuerySchema>;

export const SkuDeletedSchema = Type.Object({
  /** Categories or tags deleted. */
  deleted: Type.Integer(),
  /** Subcategories moved up a level. */
  lifted: Type.Integer(),
  /** Project classifications removed. */
  unassigned: Type.Integer(),
});
export type SkuDeleted = Static<typeof SkuDeletedSchema>;

/** What deleting a category would touch (asked before deleting one with subcategories or uses). */
export const SkuCategoryImpactSchema = Type.Object({
  descendants: Type.Integer(),
  children: Type.Integer(),
  uses: Type.Integer(),
  branchUses: Type.Integer(),
});
export type SkuCategoryImpact = Static<typeof SkuCategoryImpactSchema>;

// ---- tags ------------------------------------------------------------------------------------

export const SkuTagSchema = Type.Object({ ...rowFields, color: Type.String() });
export type SkuTag = Static<typeof SkuTagSchema>;

export const SkuTagBodySchema = Type.Object({
  code: CODE,
  name: NAME,
  names: Type.Optional(NAMES),
  color: Type.String({ pattern: SKU_COLOR_PATTERN, ...trim, ...messages(SKU_MSG.color) }),
});
export type SkuTagBody = Static<typeof SkuTagBodySchema>;

// ---- CSV -------------------------------------------------------------------------------------

export const SkuImportBodySchema = Type.Object({
  csv: Type.String({
    minLength: 1,
    maxLength: SKU_IMPORT_MAX_BYTES,
    ...linesChecked,
    ...messages(SKU_MSG.csv),
  }),
  /** true: report only. false: apply, and only when the whole file is valid. */
  dryRun: Type.Boolean({ ...messages('dryRun must be true or false') }),
});
export type SkuImportBody = Static<typeof SkuImportBodySchema>;

export const SkuImportReportSchema = Type.Object({
  valid: Type.Boolean(),
  applied: Type.Boolean(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  changes: Type.Array(
    Type.Object({
      line: Type.Integer(),
      code: Type.String(),
      action: Type.Unsafe<'create' | 'update'>({ type: 'string', enum: ['create', 'update'] }),
      /** The columns that change (update). */
      fields: Type.Array(Type.String()),
    }),
  ),
  errors: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
});
export type SkuImportReport = Static<typeof SkuImportReportSchema>;

const csvResponse = FileAnswer(
  'text/csv',
  'Every category or tag as CSV (UTF-8 with a byte-order mark); codes are the keys',
);

// ---- where they are used -----------------------------------------------------------------------

export const SkuProjectParamsSchema = Type.Object({ projectId: IdText(SKU_MSG.id) });
export type SkuProjectParams = Static<typeof SkuProjectParamsSchema>;

export const SkuClassificationBodySchema = Type.Object({
  categoryId: Nullable(IdNumber(SKU_MSG.categoryId)),
  tagIds: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
    maxItems: SKU_TAGS_PER_PROJECT_MAX,
    ...messages(SKU_MSG.tagIds),
  }),
});
export type SkuClassificationBody = Static<typeof SkuClassificationBodySchema>;

const ref = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export const SkuClassificationSchema = Type.Object({
  projectId: Type.Integer(),
  category: Nullable(ref),
  tags: Type.Array(Type.Object({ ...ref.properties, color: Type.String() })),
});
export type SkuClassification = Static<typeof SkuClassificationSchema>;

/** The routes of the SKU area (paths under the client's `/api` base). */
export const skuRoutes = {
  languages: answers(SkuLanguagesSchema),
  categoryList: answers(SkuCategoryPageSchema, { querystring: SkuCategoryListQuerySchema }),
  categoryCreate: answers(SkuCategorySchema, { body: SkuCategoryBodySchema }),
  categoryUpdate: answers(SkuCategorySchema, { params: SkuIdParamsSchema, body: SkuCategoryBodySchema }),
  categoryMove: answers(SkuCategorySchema, { params: SkuIdParamsSchema, body: SkuMoveBodySchema }),
  categoryImpact: answers(SkuCategoryImpactSchema, { params: SkuIdParamsSchema }),
  categoryDelete: answers(SkuDeletedSchema, { params: SkuIdParamsSchema, querystring: SkuDeleteQuerySchema }),
  categoryExport: { response: csvResponse },
  categoryImport: answers(SkuImportReportSchema, { body: SkuImportBodySchema }),
  tagList: answers(Page(SkuTagSchema), { querystring: SkuListQuerySchema }),
  tagCreate: answers(SkuTagSchema, { body: SkuTagBodySchema }),
  tagUpdate: answers(SkuTagSchema, { params: SkuIdParamsSchema, body: SkuTagBodySchema }),
  tagDelete: answers(SkuDeletedSchema, { params: SkuIdParamsSchema }),
  tagExport: { response: csvResponse },
  tagImport: answers(SkuImportReportSchema, { body: SkuImportBodySchema }),
  classificationGet: answers(SkuClassificationSchema, { params: SkuProjectParamsSchema }),
  classificationSet: answers(SkuClassificationSchema, {
    params: SkuProjectParamsSchema,
    body: SkuClassificationBodySchema,
  }),
};
