import {
  SKU_CODE_PATTERN,
  SKU_COLOR_PATTERN,
  SKU_IMPORT_MAX_LINES,
  SKU_MSG,
  SKU_NAME_MAX,
  type SkuImportReport,
} from '@console/api-contract';
import { columnsOf, type Db, type Queryable } from '../../db/client.js';
import { readCsv, type CsvColumns } from '../../platform/csv.js';
import { CHARACTERS_MESSAGE, refusedCharacterIn } from '../../platform/validation.js';
import { recordChange } from '../../platform/audit.js';
import { lockShop, linkedLanguages, type Kind } from './service.js';

/**
 * CSV export and import of categories and tags. Codes are the keys (case-insensitive, as in the database).
 * Columns: `code`, `parent_code` (categories: empty for top level), `name` (default language), `color` (tags), and
 * `name_<language>` per other site language. A column left out of an imported file leaves that field as it is; an
 * empty `name_<language>` cell clears that name. An import never deletes a row.
 */

/** The export guards a cell a spreadsheet would run as a formula with a leading apostrophe (platform/csv.ts);
 * the import takes it off again. */
const uncell = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

interface Stored {
  id: number;
  code: string;
  name: string;
  names: Record<string, string>;
  parentId: number | null;
  parentCode: string | null;
  color: string | null;
}

async function otherLanguageCodes(
  db: Pick<Queryable, 'query' | 'one'>,
  customerId: number,
): Promise<string[]> {
  return (await linkedLanguages(db, customerId)).map((l) => l.code).filter((code) => code !== 'en');
}

async function storedRows(db: Pick<Queryable, 'query'>, kind: Kind, customerId: number): Promise<Stored[]> {
  if (kind === 'tag') {
    return db.query<Stored>(
      `select id, code, name, names, null as "parentId", null as "parentCode", color from sku_tags where customer_id = $1
        order by lower(code), id`,
      [customerId],
    );
  }
  // Depth first in sibling order, so every parent comes before its children.
  return db.query<Stored>(
    `with recursive tree as (
       select c.id, array[c.position::bigint, c.id] as sort from sku_categories c
        where c.customer_id = $1 and c.parent_id is null
       union all
       select c.id, t.sort || array[c.position::bigint, c.id] from tree t
         join sku_categories c on c.customer_id = $1 and c.parent_id = t.id
     )
     select c.id, c.code, c.name, c.names, c.parent_id as "parentId", p.code as "parentCode", null as color
       from tree t join sku_categories c on c.customer_id = $1 and c.id = t.id
       left join sku_categories p on p.customer_id = $1 and p.id = c.parent_id
      order by t.sort`,
    [customerId],
  );
}

function header(kind: Kind, languages: readonly string[]): string[] {
  return columns(kind, languages).map(([name]) => name);
}

function columns(kind: Kind, languages: readonly string[]): CsvColumns<Stored> {
  return [
    ['code', (row) => row.code],
    ...(kind === 'category' ? ([['parent_code', (row: Stored) => row.parentCode]] as const) : []),
    ['name', (row) => row.name],
    ...(kind === 'tag' ? ([['color', (row: Stored) => row.color]] as const) : []),
    ...languages.map((code) => [`name_${code}`, (row: Stored) => row.names[code]] as const),
  ];
}

/** The export of the shop's categories or tags: its columns (one per other site language too) and its rows. */
export async function exportCsv(
  db: Db,
  kind: Kind,
  customerId: number,
): Promise<{ columns: CsvColumns<Stored>; rows: Stored[] }> {
  const languages = await otherLanguageCodes(db, customerId);
  return { columns: columns(kind, languages), rows: await storedRows(db, kind, customerId) };
}

interface Line {
  line: number;
  code: string;
  key: string;
  parentKey: string | null | undefined;
  name: string | undefined;
  color: string | undefined;
  names: Record<string, string>;
  existing: Stored | undefined;
  fields: string[];
}

const fail = (errors: SkuImportReport['errors']): SkuImportReport => ({
  valid: false,
  applied: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  changes: [],
  errors,
});

/**
 * Checks a CSV file against the shop's rows and reports every change and every bad line. With `dryRun` false and
 * a valid file, applies it all in one transaction; with any bad line, nothing is applied.
 */
export async function importCsv(
  db: Db,
  kind: Kind,
  customerId: number,
  text: string,
  dryRun: boolean,
  now: Date,
): Promise<SkuImportReport> {
  const read = readCsv(text);
  const records = read.records.map(({ cells, line }) => ({ record: cells, line }));
  // Every line the parser cannot read is reported with the others; the header must be readable.
  const errors: SkuImportReport['errors'] = read.problems.map(({ line, reason }) => ({
    line,
    reason: SKU_MSG.csvParse.replace('{reason}', reason),
  }));
  if (records.length - 1 > SKU_IMPORT_MAX_LINES) return fail([{ line: 1, reason: SKU_MSG.csvLines }]);
  const headerBroken = errors.length > 0 && errors[0]!.line < (records[0]?.line ?? Infinity);
  if (headerBroken) return fail(errors);
  const languages = await otherLanguageCodes(db, customerId);
  const allowed = header(kind, languages);
  const head = (records[0]?.record ?? []).map((name) => name.trim().toLowerCase());
  const required = ['code', 'name'];
  if (!required.every((name) => head.includes(name))) {
    return fail([{ line: 1, reason: SKU_MSG.csvHeader.replace('{columns}', allowed.join(', ')) }]);
  }
  for (const name of head) {
    if (!allowed.includes(name))
      errors.push({ line: 1, reason: SKU_MSG.csvColumn.replace('{column}', name) });
  }
  if (errors.some((error) => error.line === 1)) return fail(errors);
  const column = (record: string[], name: string): string | undefined => {
    const at = head.indexOf(name);
    return at < 0 ? undefined : uncell((record[at] ?? '').trim());
  };

  const stored = await storedRows(db, kind, customerId);
  const byKey = new Map(stored.map((row) => [row.code.toLowerCase(), row]));
  const seen = new Map<string, number>();
  const lines: Line[] = [];
  for (const { record, line } of records.slice(1)) {
    const reasons: string[] = [];
    if (record.length !== head.length) {
      errors.push({
        line,
        reason: SKU_MSG.csvCells
          .replace('{expected}', String(head.length))
          .replace('{found}', String(record.length)),
      });
      continue;
    }
    // Characters no field accepts (NUL, other control characters): the line is named, with the character.
    const refused = record.map(refusedCharacterIn).find(Boolean);
    if (refused) {
      errors.push({ line, reason: `${CHARACTERS_MESSAGE} (${refused})` });
      continue;
    }
    const code = column(record, 'code') ?? '';
    const key = code.toLowerCase();
    if (!new RegExp(SKU_CODE_PATTERN).test(code)) reasons.push(SKU_MSG.code);
    else if (seen.has(key)) {
      reasons.push(SKU_MSG.csvDuplicate.replace('{code}', code).replace('{line}', String(seen.get(key))));
    } else seen.set(key, line);
    const name = column(record, 'name');
    if (!name || name.length > SKU_NAME_MAX) reasons.push(SKU_MSG.name);
    const names: Record<string, string> = {};
    for (const language of languages) {
      const value = column(record, `name_${language}`);
      if (value === undefined) continue;
      if (value.length > SKU_NAME_MAX) reasons.push(SKU_MSG.names);
      names[language] = value;
    }
    let color = kind === 'tag' ? column(record, 'color') : undefined;
    if (color !== undefined) {
      if (!new RegExp(SKU_COLOR_PATTERN).test(color)) reasons.push(SKU_MSG.color);
      color = color.toLowerCase();
    }
    const parentCode = kind === 'category' ? column(record, 'parent_code') : undefined;
    if (parentCode && !new RegExp(SKU_CODE_PATTERN).test(parentCode)) reasons.push(SKU_MSG.code);
    for (const reason of reasons) errors.push({ line, reason });
    if (reasons.length > 0) continue;
    lines.push({
      line,
      code,
      key,
      parentKey: parentCode === undefined ? undefined : parentCode ? parentCode.toLowerCase() : null,
      name,
      color,
      names,
      existing: byKey.get(key),
      fields: [],
    });
  }

  if (kind === 'category') {
    // The tree as it would be: stored parents, then the file's.
    const parentOf = new Map<string, string | null>(
      stored.map((row) => [row.code.toLowerCase(), row.parentCode?.toLowerCase() ?? null]),
    );
    for (const item of lines) {
      if (item.parentKey !== undefined) parentOf.set(item.key, item.parentKey);
      else if (!item.existing) parentOf.set(item.key, null);
    }
    for (const item of lines) {
      if (!item.parentKey) continue;
      if (!parentOf.has(item.parentKey)) {
        errors.push({ line: item.line, reason: SKU_MSG.csvParent.replace('{code}', item.parentKey) });
        continue;
      }
      let at: string | null | undefined = item.parentKey;
      for (let steps = 0; at && steps <= parentOf.size; steps++) {
        if (at === item.key) {
          errors.push({ line: item.line, reason: SKU_MSG.csvCycle.replace('{code}', item.parentKey) });
          break;
        }
        at = parentOf.get(at);
      }
    }
  }

  const changes: SkuImportReport['changes'] = [];
  let unchanged = 0;
  for (const item of lines) {
    const old = item.existing;
    if (!old) {
      changes.push({ line: item.line, code: item.code, action: 'create', fields: [] });
      continue;
    }
    if (item.code !== old.code) item.fields.push('code');
    if (item.name !== undefined && item.name !== old.name) item.fields.push('name');
    if (item.color !== undefined && item.color !== old.color) item.fields.push('color');
    if (item.parentKey !== undefined && item.parentKey !== (old.parentCode?.toLowerCase() ?? null)) {
      item.fields.push('parent_code');
    }
    for (const [language, value] of Object.entries(item.names)) {
      if ((old.names[language] ?? '') !== value) item.fields.push(`name_${language}`);
    }
    if (item.fields.length > 0) {
      changes.push({ line: item.line, code: item.code, action: 'update', fields: item.fields });
    } else unchanged++;
  }
  errors.sort((a, b) => a.line - b.line);
  const report: SkuImportReport = {
    valid: errors.length === 0,
    applied: false,
    created: changes.filter((change) => change.action === 'create').length,
    updated: changes.filter((change) => change.action === 'update').length,
    unchanged,
    changes,
    errors,
  };
  if (dryRun || !report.valid || changes.length === 0) return report;
  await db.transaction(async (tx) => {
    await lockShop(tx, customerId);
    await apply(tx, kind, customerId, lines, now);
  });
  return { ...report, applied: true };
}

/** A row's fields as the log records them: those the form's create and update record for that kind. */
function loggedFields(
  kind: Kind,
  row: Pick<Stored, 'code' | 'name' | 'names' | 'color' | 'parentId'>,
): Record<string, unknown> {
  const { code, name, names } = row;
  return kind === 'tag'
    ? { code, name, names, color: row.color }
    : { code, name, names, parentId: row.parentId };
}

/**
 * Writes a valid file's lines: parents before children, one wave of lines whose parents exist at a time, and per
 * wave one insert of the new rows and one update of the changed ones (a statement per line made a 5,000-line file
 * take seconds). A row created or moved goes last among its new siblings, in the file's order, as the form's
 * create and move do.
 */
async function apply(tx: Queryable, kind: Kind, customerId: number, lines: Line[], now: Date): Promise<void> {
  const table = kind === 'tag' ? 'sku_tags' : 'sku_categories';
  const ids = new Map<string, number>();
  for (const row of await tx.query<{ id: number; code: string }>(
    `select id, code from ${table} where customer_id = $1`,
    [customerId],
  )) {
    ids.set(row.code.toLowerCase(), row.id);
  }
  const namesAfter = (item: Line, stored: Record<string, string>) => {
    const next = { ...stored };
    for (const [language, value] of Object.entries(item.names)) {
      if (value) next[language] = value;
      else delete next[language];
    }
    return next;
  };
  const parentOf = (item: Line) => (item.parentKey ? (ids.get(item.parentKey) ?? null) : null);
  const moves = (item: Line) =>
    kind === 'category' && (!item.existing || item.fields.includes('parent_code'));
  let pending = lines.filter((item) => !item.existing || item.fields.length > 0);
  while (pending.length > 0) {
    const ready = pending.filter((item) => !item.parentKey || ids.has(item.parentKey) || kind === 'tag');
    if (ready.length === 0) throw new Error('import: unresolved parents after validation');
    const positions = await nextPositions(tx, customerId, ready.filter(moves).map(parentOf));
    const written = ready.map((item) => {
      const old = item.existing;
      const position = moves(item) ? positions.take(parentOf(item)) : null;
      // A new row has every field from its line (checked); an existing one keeps what the line leaves out.
      const after = {
        code: item.code,
        name: (item.name ?? old?.name)!,
        names: namesAfter(item, old?.names ?? {}),
        color: item.color ?? old?.color ?? null,
        parentId: old && position === null ? old.parentId : parentOf(item),
      };
      return { item, old, position, after };
    });

    const created = written.filter((row) => !row.old);
    const inserted = new Map<string, { id: number; color: string | null }>();
    if (created.length > 0) {
      const values = created.map(({ after, position }) => ({
        ...after,
        names: JSON.stringify(after.names),
        position,
      }));
      const rows =
        kind === 'tag'
          ? await tx.query<{ id: number; code: string; color: string | null }>(
              `insert into sku_tags (customer_id, code, name, names, color, created_at, updated_at)
               select $1, code, name, names::jsonb, coalesce(color, '#1677ff'), $6, $6
                 from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as u (code, name, names, color)
               returning id, code, color`,
              [customerId, ...columnsOf(values, ['code', 'name', 'names', 'color']), now],
            )
          : await tx.query<{ id: number; code: string; color: string | null }>(
              `insert into sku_categories (customer_id, parent_id, position, code, name, names, created_at, updated_at)
               select $1, parent_id, position, code, name, names::jsonb, $7, $7
                 from unnest($2::bigint[], $3::int[], $4::text[], $5::text[], $6::text[])
                      as u (parent_id, position, code, name, names)
               returning id, code, null as color`,
              [customerId, ...columnsOf(values, ['parentId', 'position', 'code', 'name', 'names']), now],
            );
      for (const row of rows) {
        ids.set(row.code.toLowerCase(), row.id);
        inserted.set(row.code.toLowerCase(), row);
      }
    }

    const changed = written.filter((row) => row.old);
    if (changed.length > 0) {
      const values = changed.map(({ old, after, position }) => ({
        id: old!.id,
        code: after.code,
        name: after.name,
        names: JSON.stringify(after.names),
        color: after.color,
        parentId: after.parentId,
        position,
      }));
      await tx.query(
        kind === 'tag'
          ? `update sku_tags t set code = u.code, name = u.name, names = u.names::jsonb, color = u.color, updated_at = $2
               from unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[]) as u (id, code, name, names, color)
              where t.customer_id = $1 and t.id = u.id`
          : `update sku_categories c set code = u.code, name = u.name, names = u.names::jsonb, updated_at = $2,
                    parent_id = u.parent_id, position = coalesce(u.position, c.position)
               from unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::int[])
                    as u (id, code, name, names, parent_id, position)
              where c.customer_id = $1 and c.id = u.id`,
        [
          customerId,
          now,
          ...columnsOf(values, ['id', 'code', 'name', 'names']),
          ...(kind === 'tag' ? columnsOf(values, ['color']) : columnsOf(values, ['parentId', 'position'])),
        ],
      );
    }

    // The same fields as a create or an update from the form, under the import's action, in the file's order;
    // an update's entry keeps only the fields the line changed (the log's diff).
    for (const { item, old, after } of written) {
      const row = old ? null : inserted.get(item.key)!;
      recordChange({
        action: `sku.${kind}.import`,
        objectType: `sku_${kind}`,
        objectId: old ? old.id : row!.id,
        before: old ? loggedFields(kind, old) : null,
        after: loggedFields(kind, old ? after : { ...after, color: row!.color }),
      });
    }
    const done = new Set(ready);
    pending = pending.filter((item) => !done.has(item));
  }
}

/**
 * The positions rows joining these parents take, one after another: after the last of each parent's children now
 * (a new row or a moved one goes last, as the form puts it).
 */
async function nextPositions(
  tx: Queryable,
  customerId: number,
  parents: (number | null)[],
): Promise<{ take: (parentId: number | null) => number }> {
  const next = new Map<number | null, number>();
  const distinct = [...new Set(parents)];
  if (distinct.length > 0) {
    const rows = await tx.query<{ parentId: number | null; next: number }>(
      `select p.parent_id as "parentId",
              (select coalesce(max(position) + 1, 0) from sku_categories c
                where c.customer_id = $1 and c.parent_id is not distinct from p.parent_id)::int as next
         from unnest($2::bigint[]) as p (parent_id)`,
      [customerId, distinct],
    );
    for (const row of rows) next.set(row.parentId, row.next);
  }
  return {
    take: (parentId) => {
      const position = next.get(parentId) ?? 0;
      next.set(parentId, position + 1);
      return position;
    },
  };
}
