import { columnsOf, type Db, type Queryable } from '../../db/client.js';
import { shopToSeed } from '../../db/seed.js';
import catalogue from './demo-catalogue.json' with { type: 'json' };

/** A name in English and Chinese. */
interface Pair {
  en: string;
  zh: string;
}

/** A category of the demo tree, with its subcategories. */
interface Node {
  code: string;
  en: string;
  zh: string;
  children?: Node[];
}

/** The Demo Shop's catalogue, as data in ./demo-catalogue.json. */
interface DemoCatalogue {
  /** The category tree. */
  tree: Node[];
  /** Spanish names of the top level only: the demo shows the rest as missing in Spanish. */
  spanish: Record<string, string>;
  /** Tag groups: a code prefix, a colour and its values. */
  tagGroups: { prefix: string; color: string; values: Pair[] }[];
  /** Collections by year and season, to round the catalogue out: "Spring 2024", ... */
  seasons: Pair[];
  years: number[];
}

const CATALOGUE: DemoCatalogue = catalogue;

interface TagSeed {
  code: string;
  en: string;
  zh: string;
  color: string;
}

export function demoTags(): TagSeed[] {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const tags: TagSeed[] = [];
  for (const group of CATALOGUE.tagGroups) {
    for (const { en, zh } of group.values) {
      tags.push({ code: `${group.prefix}-${slug(en)}`, en, zh, color: group.color });
    }
  }
  for (const year of CATALOGUE.years) {
    for (const { en, zh } of CATALOGUE.seasons) {
      tags.push({
        code: `col-${year}-${slug(en)}`,
        en: `${en} ${year}`,
        zh: `${year} ${zh}`,
        color: '#faad14',
      });
    }
  }
  return tags;
}

interface CategorySeed {
  code: string;
  parent: string | null;
  position: number;
  en: string;
  zh: string;
}

export function demoCategories(): CategorySeed[] {
  const rows: CategorySeed[] = [];
  const walk = (nodes: readonly Node[], parent: string | null) => {
    nodes.forEach(({ code, en, zh, children }, position) => {
      rows.push({ code, parent, position, en, zh });
      if (children) walk(children, code);
    });
  };
  walk(CATALOGUE.tree, null);
  return rows;
}

/** Inserts categories (one statement, then one to link parents by code) and tags (one statement). */
export async function insertCatalogue(
  tx: Queryable,
  customerId: number,
  categories: readonly CategorySeed[],
  tags: readonly TagSeed[],
  now: Date,
  spanish: Record<string, string> = {},
): Promise<void> {
  await tx.query(
    `insert into sku_categories (customer_id, position, code, name, names, created_at, updated_at)
     select $1, u.position, u.code, u.en,
            jsonb_strip_nulls(jsonb_build_object('zh', nullif(u.zh, ''), 'es', ($6::jsonb) ->> u.code)), $7, $7
       from unnest($2::text[], $3::int[], $4::text[], $5::text[]) as u (code, position, en, zh)`,
    [customerId, ...columnsOf(categories, ['code', 'position', 'en', 'zh']), JSON.stringify(spanish), now],
  );
  await tx.query(
    `update sku_categories c set parent_id = p.id
       from unnest($2::text[], $3::text[]) as u (code, parent)
       join sku_categories p on p.customer_id = $1 and p.code = u.parent
      where c.customer_id = $1 and c.code = u.code`,
    [customerId, ...columnsOf(categories, ['code', 'parent'])],
  );
  await tx.query(
    `insert into sku_tags (customer_id, code, name, names, color, created_at, updated_at)
     select $1, u.code, u.en, jsonb_build_object('zh', u.zh), u.color, $6, $6
       from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as u (code, en, zh, color)`,
    [customerId, ...columnsOf(tags, ['code', 'en', 'zh', 'color']), now],
  );
}

/** Which demo projects use what (by project title): a category and a few tags each. */
const CLASSIFIED: readonly { title: string; category: string; tags: readonly string[] }[] = [
  {
    title: 'Coffee Corner',
    category: 'coffee',
    tags: ['promo-best-seller', 'origin-ethiopia', 'roast-light-roast'],
  },
  { title: 'Tea House', category: 'tea', tags: ['origin-yunnan', 'brew-gongfu', 'diet-organic'] },
  { title: 'Gift Shop', category: 'gift-boxes', tags: ['occasion-birthday', 'occasion-christmas'] },
  { title: 'Spring Pop-up', category: 'spring', tags: ['col-2026-spring', 'promo-limited'] },
];

/**
 * The Demo Shop's catalogue (about 50 categories three levels deep and 220 tags, in English and Chinese, the top
 * level in Spanish too) and its projects' classification. Idempotent: a shop with categories is left alone.
 */
export async function seedSkuDemo(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await shopToSeed(tx, 'admin@example.com', 'sku_categories');
    if (!owner) return;
    await insertCatalogue(tx, owner.customerId, demoCategories(), demoTags(), now, CATALOGUE.spanish);
    // Links the demo projects (by title) to categories or tags (by code): one statement for either.
    const link = (
      kind: 'categories' | 'tags',
      column: string,
      pairs: readonly { title: string; code: string }[],
    ) =>
      tx.query(
        `insert into project_${kind} (customer_id, project_id, ${column})
         select p.customer_id, p.id, s.id
           from unnest($2::text[], $3::text[]) as u (title, code)
           join projects p on p.customer_id = $1 and p.title = u.title
           join sku_${kind} s on s.customer_id = $1 and s.code = u.code
         on conflict do nothing`,
        [owner.customerId, ...columnsOf(pairs, ['title', 'code'])],
      );
    await link(
      'categories',
      'category_id',
      CLASSIFIED.map(({ title, category }) => ({ title, code: category })),
    );
    await link(
      'tags',
      'tag_id',
      CLASSIFIED.flatMap(({ title, tags }) => tags.map((code) => ({ title, code }))),
    );
  });
}
