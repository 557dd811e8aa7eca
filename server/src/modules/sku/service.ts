import {
  SKU_DEFAULT_LANGUAGE,
  SKU_MSG,
  type SkuCategory,
  type SkuCategoryBody,
  type SkuCategoryImpact,
  type SkuCategoryPage,
  type SkuClassification,
  type SkuClassificationBody,
  type SkuDeleted,
  type SkuLanguages,
  type SkuCategoryListQuery,
  type SkuListQuery,
  type SkuMoveBody,
  type SkuTag,
  type SkuTagBody,
} from '@console/api-contract';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { CODE_ERROR } from '../../platform/envelope.js';

type Reader = Pick<Queryable, 'query' | 'one'>;
export type Kind = 'category' | 'tag';

/** Serialises the tree writes of one shop (moves, creates, deletes, imports), so two moves cannot make a cycle. */
const SKU_LOCK = 7_218_008;
export async function lockShop(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, $2::int)', [SKU_LOCK, customerId]);
}

// ---- languages -------------------------------------------------------------------------------

/** The shop's site languages in catalogue order, the default language first when linked. */
export async function linkedLanguages(db: Reader, customerId: number): Promise<SkuLanguages['linked']> {
  return db.query(
    `select l.code, l.name, l.native_name as "nativeName"
       from customer_languages cl join languages l on l.code = cl.language_code
      where cl.customer_id = $1
      order by (l.code = $2) desc, l.position, l.code`,
    [customerId, SKU_DEFAULT_LANGUAGE],
  );
}

/** The languages other than the default whose names a row should have. */
async function otherLanguages(db: Reader, customerId: number): Promise<string[]> {
  return (await linkedLanguages(db, customerId))
    .map((language) => language.code)
    .filter((code) => code !== SKU_DEFAULT_LANGUAGE);
}

export async function skuLanguages(db: Reader, customerId: number): Promise<SkuLanguages> {
  const linked = await linkedLanguages(db, customerId);
  const retained = await db.query<SkuLanguages['retained'][number]>(
    `with kept as (
       select 'c' as kind, k.key from sku_categories c, jsonb_object_keys(c.names) k(key) where c.customer_id = $1
       union all
       select 't', k.key from sku_tags t, jsonb_object_keys(t.names) k(key) where t.customer_id = $1
     )
     select kept.key as code, coalesce(l.name, kept.key) as name,
            count(*) filter (where kind = 'c')::int as categories,
            count(*) filter (where kind = 't')::int as tags
       from kept left join languages l on l.code = kept.key
      where not exists (select 1 from customer_languages cl where cl.customer_id = $1 and cl.language_code = kept.key)
      group by kept.key, l.name, l.position
      order by l.position nulls last, kept.key`,
    [customerId],
  );
  return { defaultLanguage: SKU_DEFAULT_LANGUAGE, linked, retained };
}

/**
 * The names to store: the ones sent for the shop's languages (empty text clears one), plus every name the row
 * keeps for a language the shop no longer offers (never deleted silently).
 */
function mergeNames(
  stored: Record<string, string>,
  sent: Record<string, string> | undefined,
  languages: readonly string[],
): Record<string, string> {
  if (!sent) return stored;
  const unknown = Object.keys(sent).filter(
    (code) => code !== SKU_DEFAULT_LANGUAGE && !languages.includes(code),
  );
  if (unknown.length > 0) {
    throw invalidFields({ names: SKU_MSG.unknownLanguage.replace('{codes}', languages.join(', ') || '-') });
  }
  const next: Record<string, string> = {};
  for (const [code, text] of Object.entries(stored)) if (!languages.includes(code)) next[code] = text;
  for (const code of languages) {
    const text = (sent[code] ?? stored[code] ?? '').trim();
    if (sent[code] !== undefined && sent[code].trim() === '') continue;
    if (text) next[code] = text;
  }
  return next;
}

interface RowBase {
  id: number;
  code: string;
  name: string;
  names: Record<string, string>;
  uses: number;
  updatedAt: Date | string;
}

function shape<T extends RowBase>(row: T, languages: readonly string[]) {
  const names: Record<string, string> = {};
  for (const code of languages) if (row.names[code]) names[code] = row.names[code];
  return {
    ...row,
    names,
    missing: languages.filter((code) => !names[code]),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function codeTaken(): AppError {
  return invalidFields({ code: SKU_MSG.codeTaken });
}

const like = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Rows matching a keyword (code or a name in any language) and `missing` (no name in that language). */
function filterSql(
  alias: string,
  query: Pick<SkuListQuery, 'keyword' | 'missing'>,
  params: unknown[],
): string {
  const where: string[] = [];
  if (query.keyword) {
    params.push(like(query.keyword));
    const p = `$${params.length}`;
    where.push(`${alias}.search like lower(${p})`);
  }
  if (query.missing && query.missing !== SKU_DEFAULT_LANGUAGE) {
    params.push(query.missing);
    where.push(`coalesce(${alias}.names ->> $${params.length}, '') = ''`);
  }
  return where.length ? ` and ${where.join(' and ')}` : '';
}

// ---- categories ------------------------------------------------------------------------------

interface CategoryRow extends RowBase {
  parentId: number | null;
  position: number;
  depth: number;
  path: string[];
  childCount: number;
}

const CATEGORY_COLUMNS = `c.id, c.code, c.name, c.names, c.updated_at as "updatedAt", c.parent_id as "parentId", c.position,
  (select count(*) from project_categories pc where pc.customer_id = c.customer_id and pc.category_id = c.id)::int as uses,
  (select count(*) from sku_categories k where k.customer_id = c.customer_id and k.parent_id = c.id)::int as "childCount"`;

export async function listCategories(
  db: Reader,
  customerId: number,
  query: SkuCategoryListQuery,
): Promise<SkuCategoryPage> {
  const languages = await otherLanguages(db, customerId);
  const offset = (query.pageNum - 1) * query.pageSize;
  if (query.keyword || query.missing) {
    const { rows, total } = await searchPage<Omit<CategoryRow, 'depth' | 'path'>>(db, customerId, query, {
      table: 'sku_categories',
      alias: 'c',
      columns: CATEGORY_COLUMNS,
    });
    const paths = await ancestorNames(
      db,
      customerId,
      rows.map((row) => row.id),
    );
    return {
      total,
      list: rows.map(({ total: _total, ...row }) => {
        const path = paths.get(row.id) ?? [];
        return shape({ ...row, path, depth: path.length }, languages);
      }),
    };
  }
  // The pager pages the top level; `all` tells how many categories there are at every level.
  const roots = await db.query<{ id: number; total: number; all: number }>(
    `select id, count(*) over ()::int as total,
            (select count(*) from sku_categories where customer_id = $1)::int as "all"
       from sku_categories
      where customer_id = $1 and parent_id is null
      order by position, id limit $2 offset $3`,
    [customerId, query.pageSize, offset],
  );
  const counts = roots[0] ??
    (await db.one<{ total: number; all: number }>(
      `select count(*) filter (where parent_id is null)::int as total, count(*)::int as "all"
         from sku_categories where customer_id = $1`,
      [customerId],
    )) ?? { total: 0, all: 0 };
  const { total, all } = counts;
  if (roots.length === 0) return { list: [], total, all };
  const expanded = (query.expanded ?? '').split(',').filter(Boolean).map(Number);
  const rows = await db.query<CategoryRow>(
    `with recursive tree as (
       select c.id, 0 as depth, array[c.position::bigint, c.id] as sort, array[]::text[] as path
         from sku_categories c where c.customer_id = $1 and c.id = any($2::bigint[])
       union all
       select c.id, t.depth + 1, t.sort || array[c.position::bigint, c.id], t.path || p.name
         from tree t
         join sku_categories p on p.customer_id = $1 and p.id = t.id
         join sku_categories c on c.customer_id = $1 and c.parent_id = t.id
        where t.id = any($3::bigint[])
     )
     select ${CATEGORY_COLUMNS}, t.depth, t.path
       from tree t join sku_categories c on c.customer_id = $1 and c.id = t.id
      order by t.sort`,
    [customerId, roots.map((root) => root.id), expanded],
  );
  return { total, all, list: rows.map((row) => shape(row, languages)) };
}

/** A table the keyword and missing-language filters search, with its alias and the columns a row answers. */
interface Searched {
  table: 'sku_categories' | 'sku_tags';
  alias: 'c' | 't';
  columns: string;
}

/**
 * One page of the rows that match the keyword and missing-language filters, by code, with how many match in all:
 * the page's ids are chosen first, then their columns read. A page past the end has no row to carry the total, so
 * it is counted then.
 */
async function searchPage<Row>(
  db: Reader,
  customerId: number,
  query: Pick<SkuListQuery, 'keyword' | 'missing' | 'pageNum' | 'pageSize'>,
  { table, alias, columns }: Searched,
): Promise<{ rows: (Row & { total: number })[]; total: number }> {
  const params: unknown[] = [customerId];
  const filter = filterSql(alias, query, params);
  params.push(query.pageSize, (query.pageNum - 1) * query.pageSize);
  const rows = await db.query<Row & { total: number }>(
    `with hits as (
       select ${alias}.id, lower(${alias}.code) as sort, count(*) over ()::int as total from ${table} ${alias}
        where ${alias}.customer_id = $1${filter}
        order by lower(${alias}.code), ${alias}.id
        limit $${params.length - 1} offset $${params.length}
     )
     select ${columns}, hits.total
       from hits join ${table} ${alias} on ${alias}.customer_id = $1 and ${alias}.id = hits.id
      order by hits.sort, ${alias}.id`,
    params,
  );
  const first = rows[0];
  if (first) return { rows, total: first.total };
  const countParams: unknown[] = [customerId];
  const countFilter = filterSql(alias, query, countParams);
  const count = await db.one<{ n: number }>(
    `select count(*)::int as n from ${table} ${alias} where ${alias}.customer_id = $1${countFilter}`,
    countParams,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Each category's ancestors' names (default language), from the top. */
async function ancestorNames(db: Reader, customerId: number, ids: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (ids.length === 0) return found;
  const rows = await db.query<{ start: number; name: string; level: number }>(
    `with recursive up as (
       select c.id as start, c.parent_id, 0 as level from sku_categories c
        where c.customer_id = $1 and c.id = any($2::bigint[])
       union all
       select up.start, p.parent_id, up.level + 1 from up
         join sku_categories p on p.customer_id = $1 and p.id = up.parent_id
     )
     select up.start, p.name, up.level
       from up join sku_categories p on p.customer_id = $1 and p.id = up.parent_id
      order by up.start, up.level desc`,
    [customerId, ids],
  );
  for (const row of rows) found.set(row.start, [...(found.get(row.start) ?? []), row.name]);
  return found;
}

export async function getCategory(db: Reader, customerId: number, id: number): Promise<SkuCategory> {
  const row = await db.one<Omit<CategoryRow, 'depth' | 'path'>>(
    `select ${CATEGORY_COLUMNS} from sku_categories c where c.customer_id = $1 and c.id = $2`,
    [customerId, id],
  );
  if (!row) throw notFound(SKU_MSG.categoryNotFound);
  const path = (await ancestorNames(db, customerId, [id])).get(id) ?? [];
  return shape({ ...row, path, depth: path.length }, await otherLanguages(db, customerId));
}

async function requireCategory(tx: Reader, customerId: number, id: number) {
  const row = await tx.one<{
    id: number;
    parentId: number | null;
    position: number;
    code: string;
    name: string;
    names: Record<string, string>;
  }>(
    `select id, parent_id as "parentId", position, code, name, names
       from sku_categories where customer_id = $1 and id = $2`,
    [customerId, id],
  );
  if (!row) throw notFound(SKU_MSG.categoryNotFound);
  return row;
}

/** Runs a write in a transaction; a code already used in the shop answers on the code field. */
async function writeWithCode<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function createCategory(
  db: Db,
  customerId: number,
  body: SkuCategoryBody,
  now: Date,
): Promise<SkuCategory> {
  const id = await writeWithCode(db, async (tx) => {
    await lockShop(tx, customerId);
    const parentId = body.parentId ?? null;
    if (parentId !== null) {
      const parent = await tx.one('select 1 from sku_categories where customer_id = $1 and id = $2', [
        customerId,
        parentId,
      ]);
      if (!parent) throw invalidFields({ parentId: SKU_MSG.parentNotFound });
    }
    const names = mergeNames({}, body.names, await otherLanguages(tx, customerId));
    const row = await tx.one<{ id: number }>(
      `insert into sku_categories (customer_id, parent_id, position, code, name, names, created_at, updated_at)
       values ($1, $2,
               (select coalesce(max(position) + 1, 0) from sku_categories
                 where customer_id = $1 and parent_id is not distinct from $2::bigint),
               $3, $4, $5, $6, $6)
       returning id`,
      [customerId, parentId, body.code, body.name, JSON.stringify(names), now],
    );
    recordChange({
      action: 'sku.category.create',
      objectType: 'sku_category',
      objectId: row!.id,
      before: null,
      after: { code: body.code, name: body.name, names, parentId },
    });
    return row!.id;
  });
  return getCategory(db, customerId, id);
}

export async function updateCategory(
  db: Db,
  customerId: number,
  id: number,
  body: SkuCategoryBody,
  now: Date,
): Promise<SkuCategory> {
  await writeWithCode(db, async (tx) => {
    const row = await requireCategory(tx, customerId, id);
    const names = mergeNames(row.names, body.names, await otherLanguages(tx, customerId));
    await tx.query(
      `update sku_categories set code = $3, name = $4, names = $5, updated_at = $6
        where customer_id = $1 and id = $2`,
      [customerId, id, body.code, body.name, JSON.stringify(names), now],
    );
    recordChange({
      action: 'sku.category.update',
      objectType: 'sku_category',
      objectId: id,
      before: { code: row.code, name: row.name, names: row.names },
      after: { code: body.code, name: body.name, names },
    });
  });
  return getCategory(db, customerId, id);
}

/** Numbers the children of `parentId` 0..n-1 in the given order. */
async function renumber(tx: Queryable, customerId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `update sku_categories c set position = o.ord - 1
       from unnest($2::bigint[]) with ordinality as o(id, ord)
      where c.customer_id = $1 and c.id = o.id and c.position <> o.ord - 1`,
    [customerId, ids],
  );
}

async function childIds(tx: Reader, customerId: number, parentId: number | null): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `select id from sku_categories where customer_id = $1 and parent_id is not distinct from $2::bigint
      order by position, id`,
    [customerId, parentId],
  );
  return rows.map((row) => row.id);
}

/** True when `candidate` is `id` or lies in its branch. */
async function inBranch(tx: Reader, customerId: number, id: number, candidate: number): Promise<boolean> {
  const row = await tx.one(
    `with recursive up as (
       select id, parent_id from sku_categories where customer_id = $1 and id = $3
       union all
       select p.id, p.parent_id from up join sku_categories p on p.customer_id = $1 and p.id = up.parent_id
     )
     select 1 from up where id = $2 limit 1`,
    [customerId, id, candidate],
  );
  return row !== null;
}

/** Moves a category (and its branch) under `parentId` (null: top level) at `position` among its new siblings. */
export async function moveCategory(
  db: Db,
  customerId: number,
  id: number,
  body: SkuMoveBody,
  now: Date,
): Promise<SkuCategory> {
  await db.transaction(async (tx) => {
    await lockShop(tx, customerId);
    const row = await requireCategory(tx, customerId, id);
    const parentId = body.parentId;
    if (parentId !== null) {
      const parent = await tx.one('select 1 from sku_categories where customer_id = $1 and id = $2', [
        customerId,
        parentId,
      ]);
      if (!parent) throw invalidFields({ parentId: SKU_MSG.parentNotFound });
      if (await inBranch(tx, customerId, id, parentId)) throw invalidFields({ parentId: SKU_MSG.cycle });
    }
    const siblings = (await childIds(tx, customerId, parentId)).filter((other) => other !== id);
    siblings.splice(Math.min(body.position, siblings.length), 0, id);
    await tx.query(
      'update sku_categories set parent_id = $3, updated_at = $4 where customer_id = $1 and id = $2',
      [customerId, id, parentId, now],
    );
    await renumber(tx, customerId, siblings);
    if (row.parentId !== parentId)
      await renumber(tx, customerId, await childIds(tx, customerId, row.parentId));
    recordChange({
      action: 'sku.category.move',
      objectType: 'sku_category',
      objectId: id,
      before: { parentId: row.parentId, position: row.position },
      after: { parentId, position: siblings.indexOf(id) },
    });
  });
  return getCategory(db, customerId, id);
}

export async function categoryImpact(db: Reader, customerId: number, id: number): Promise<SkuCategoryImpact> {
  await requireCategory(db, customerId, id);
  const row = await db.one<SkuCategoryImpact>(
    `with recursive branch as (
       select id, 0 as depth from sku_categories where customer_id = $1 and id = $2
       union all
       select c.id, b.depth + 1 from branch b join sku_categories c on c.customer_id = $1 and c.parent_id = b.id
     )
     select (count(*) - 1)::int as descendants,
            count(*) filter (where depth = 1)::int as children,
            (select count(*) from project_categories where customer_id = $1 and category_id = $2)::int as uses,
            (select count(*) from project_categories pc where pc.customer_id = $1
                and pc.category_id in (select id from branch))::int as "branchUses"
       from branch`,
    [customerId, id],
  );
  return row!;
}

/**
 * Deletes a category. With subcategories or projects using it, `mode` must say what happens: `cascade` deletes the
 * whole branch, `lift` moves the subcategories up to its parent (in its place); projects using a deleted category
 * lose their category (reported as `unassigned`). Without a mode such a category answers 409 and nothing changes.
 */
export async function deleteCategory(
  db: Db,
  customerId: number,
  id: number,
  mode: 'cascade' | 'lift' | undefined,
): Promise<SkuDeleted> {
  return db.transaction(async (tx) => {
    await lockShop(tx, customerId);
    const row = await requireCategory(tx, customerId, id);
    const impact = await categoryImpact(tx, customerId, id);
    if (!mode && (impact.children > 0 || impact.uses > 0)) {
      throw new AppError(409, CODE_ERROR, SKU_MSG.categoryBusy);
    }
    recordChange({
      action: 'sku.category.delete',
      objectType: 'sku_category',
      objectId: id,
      before: { code: row.code, name: row.name, parentId: row.parentId, ...(mode ? { mode } : {}) },
      after: null,
    });
    if (mode === 'lift' || impact.children === 0) {
      const siblings = await childIds(tx, customerId, row.parentId);
      const children = await childIds(tx, customerId, id);
      const at = siblings.indexOf(id);
      siblings.splice(at, 1, ...children);
      if (children.length > 0) {
        await tx.query('update sku_categories set parent_id = $3 where customer_id = $1 and parent_id = $2', [
          customerId,
          id,
          row.parentId,
        ]);
      }
      await tx.query('delete from sku_categories where customer_id = $1 and id = $2', [customerId, id]);
      await renumber(tx, customerId, siblings);
      return { deleted: 1, lifted: children.length, unassigned: impact.uses };
    }
    const deleted = await tx.query(
      `with recursive branch as (
         select id from sku_categories where customer_id = $1 and id = $2
         union all
         select c.id from branch b join sku_categories c on c.customer_id = $1 and c.parent_id = b.id
       )
       delete from sku_categories where customer_id = $1 and id in (select id from branch) returning id`,
      [customerId, id],
    );
    await renumber(tx, customerId, await childIds(tx, customerId, row.parentId));
    return { deleted: deleted.length, lifted: 0, unassigned: impact.branchUses };
  });
}

// ---- tags ------------------------------------------------------------------------------------

const TAG_COLUMNS = `t.id, t.code, t.name, t.names, t.color, t.updated_at as "updatedAt",
  (select count(*) from project_tags pt where pt.customer_id = t.customer_id and pt.tag_id = t.id)::int as uses`;

export async function listTags(
  db: Reader,
  customerId: number,
  query: SkuListQuery,
): Promise<{ list: SkuTag[]; total: number }> {
  const languages = await otherLanguages(db, customerId);
  const { rows, total } = await searchPage<RowBase & { color: string }>(db, customerId, query, {
    table: 'sku_tags',
    alias: 't',
    columns: TAG_COLUMNS,
  });
  return { total, list: rows.map(({ total: _total, ...row }) => shape(row, languages)) };
}

export async function getTag(db: Reader, customerId: number, id: number): Promise<SkuTag> {
  const row = await db.one<RowBase & { color: string }>(
    `select ${TAG_COLUMNS} from sku_tags t where t.customer_id = $1 and t.id = $2`,
    [customerId, id],
  );
  if (!row) throw notFound(SKU_MSG.tagNotFound);
  return shape(row, await otherLanguages(db, customerId));
}

export async function createTag(db: Db, customerId: number, body: SkuTagBody, now: Date): Promise<SkuTag> {
  const id = await writeWithCode(db, async (tx) => {
    const names = mergeNames({}, body.names, await otherLanguages(tx, customerId));
    const row = await tx.one<{ id: number }>(
      `insert into sku_tags (customer_id, code, name, names, color, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6) returning id`,
      [customerId, body.code, body.name, JSON.stringify(names), body.color.toLowerCase(), now],
    );
    recordChange({
      action: 'sku.tag.create',
      objectType: 'sku_tag',
      objectId: row!.id,
      before: null,
      after: { code: body.code, name: body.name, names, color: body.color.toLowerCase() },
    });
    return row!.id;
  });
  return getTag(db, customerId, id);
}

export async function updateTag(
  db: Db,
  customerId: number,
  id: number,
  body: SkuTagBody,
  now: Date,
): Promise<SkuTag> {
  await writeWithCode(db, async (tx) => {
    const row = await tx.one<{ code: string; name: string; names: Record<string, string>; color: string }>(
      'select code, name, names, color from sku_tags where customer_id = $1 and id = $2',
      [customerId, id],
    );
    if (!row) throw notFound(SKU_MSG.tagNotFound);
    const names = mergeNames(row.names, body.names, await otherLanguages(tx, customerId));
    await tx.query(
      `update sku_tags set code = $3, name = $4, names = $5, color = $6, updated_at = $7
        where customer_id = $1 and id = $2`,
      [customerId, id, body.code, body.name, JSON.stringify(names), body.color.toLowerCase(), now],
    );
    recordChange({
      action: 'sku.tag.update',
      objectType: 'sku_tag',
      objectId: id,
      before: row,
      after: { code: body.code, name: body.name, names, color: body.color.toLowerCase() },
    });
  });
  return getTag(db, customerId, id);
}

/** Deletes a tag; the projects using it lose it (the console asks first, showing the count). */
export async function deleteTag(db: Db, customerId: number, id: number): Promise<SkuDeleted> {
  return db.transaction(async (tx) => {
    const uses = await tx.one<{ n: number }>(
      'select count(*)::int as n from project_tags where customer_id = $1 and tag_id = $2',
      [customerId, id],
    );
    const gone = await tx.one<{ code: string; name: string; color: string }>(
      'delete from sku_tags where customer_id = $1 and id = $2 returning code, name, color',
      [customerId, id],
    );
    if (!gone) throw notFound(SKU_MSG.tagNotFound);
    recordChange({
      action: 'sku.tag.delete',
      objectType: 'sku_tag',
      objectId: id,
      before: gone,
      after: null,
    });
    return { deleted: 1, lifted: 0, unassigned: uses?.n ?? 0 };
  });
}

// ---- where they are used -----------------------------------------------------------------------

async function requireProject(db: Reader, customerId: number, projectId: number): Promise<void> {
  const row = await db.one('select 1 from projects where customer_id = $1 and id = $2', [
    customerId,
    projectId,
  ]);
  if (!row) throw notFound(SKU_MSG.projectNotFound);
}

/**
 * A project's category and tags with their names in `language`, falling back to the default language's name.
 * The public site calls this (no perm of its own: the caller has already found the project's shop).
 */
export async function projectClassification(
  db: Reader,
  customerId: number,
  projectId: number,
  language: string = SKU_DEFAULT_LANGUAGE,
): Promise<SkuClassification> {
  const category = await db.one<{ id: number; code: string; name: string }>(
    `select c.id, c.code, coalesce(nullif(c.names ->> $3, ''), c.name) as name
       from project_categories pc join sku_categories c on c.customer_id = pc.customer_id and c.id = pc.category_id
      where pc.customer_id = $1 and pc.project_id = $2`,
    [customerId, projectId, language],
  );
  const tags = await db.query<{ id: number; code: string; name: string; color: string }>(
    `select t.id, t.code, coalesce(nullif(t.names ->> $3, ''), t.name) as name, t.color
       from project_tags pt join sku_tags t on t.customer_id = pt.customer_id and t.id = pt.tag_id
      where pt.customer_id = $1 and pt.project_id = $2
      order by lower(t.code)`,
    [customerId, projectId, language],
  );
  return { projectId, category, tags };
}

/** Names only, for the public site: `{ category: 'Shirts' | null, tags: ['Summer', ...] }` in `language`. */
export async function projectClassificationNames(
  db: Reader,
  customerId: number,
  projectId: number,
  language: string,
): Promise<{ category: string | null; tags: string[] }> {
  const found = await projectClassification(db, customerId, projectId, language);
  return { category: found.category?.name ?? null, tags: found.tags.map((tag) => tag.name) };
}

export async function getClassification(
  db: Reader,
  customerId: number,
  projectId: number,
): Promise<SkuClassification> {
  await requireProject(db, customerId, projectId);
  return projectClassification(db, customerId, projectId);
}

export async function setClassification(
  db: Db,
  customerId: number,
  projectId: number,
  body: SkuClassificationBody,
): Promise<SkuClassification> {
  const tagIds = [...new Set(body.tagIds)];
  await db.transaction(async (tx) => {
    await requireProject(tx, customerId, projectId);
    if (body.categoryId !== null) {
      const found = await tx.one('select 1 from sku_categories where customer_id = $1 and id = $2', [
        customerId,
        body.categoryId,
      ]);
      if (!found) throw invalidFields({ categoryId: SKU_MSG.unknownCategory });
    }
    const tags = await tx.query('select id from sku_tags where customer_id = $1 and id = any($2::bigint[])', [
      customerId,
      tagIds,
    ]);
    if (tags.length !== tagIds.length) throw invalidFields({ tagIds: SKU_MSG.unknownTags });
    await tx.query('delete from project_categories where customer_id = $1 and project_id = $2', [
      customerId,
      projectId,
    ]);
    if (body.categoryId !== null) {
      await tx.query(
        'insert into project_categories (customer_id, project_id, category_id) values ($1, $2, $3)',
        [customerId, projectId, body.categoryId],
      );
    }
    await tx.query('delete from project_tags where customer_id = $1 and project_id = $2', [
      customerId,
      projectId,
    ]);
    await tx.query(
      `insert into project_tags (customer_id, project_id, tag_id)
       select $1, $2, unnest($3::bigint[])`,
      [customerId, projectId, tagIds],
    );
  });
  return projectClassification(db, customerId, projectId);
}
