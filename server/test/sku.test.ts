import type { SkuImportReport } from '@console/api-contract';
import { beforeAll, expect, it } from 'vitest';
import { projectClassificationNames } from '../src/modules/sku/service.js';
import { verifyChains } from '../src/platform/audit.js';
import { auth, customerId, describeOnTargets, expectError, signIn } from './helpers.js';

const BASE = '/api/user/v1/sku';

/** What a category and a tag both answer: their code and names in every language, and where they are used. */
interface Translated {
  id: number;
  code: string;
  name: string;
  names: Record<string, string>;
  missing: string[];
  uses: number;
}
interface Category extends Translated {
  parentId: number | null;
  position: number;
  depth: number;
  path: string[];
  childCount: number;
}
interface Tag extends Translated {
  color: string;
}

await describeOnTargets('sku categories and tags on %s', (env) => {
  let admin: Record<string, string>;
  let other: Record<string, string>;
  let limited: Record<string, string>;

  beforeAll(async () => {
    admin = auth(await signIn(env.app, 'admin@example.com', 'admin123'));
    other = auth(await signIn(env.app, 'other@example.com', 'other123'));
    limited = auth(await signIn(env.app, 'limited@example.com', 'limited123'));
  });

  const call = async (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => env.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(res: Promise<{ statusCode: number; json: () => { code: number; data: T } }>) => {
    const done = await res;
    expect(done.json()).toMatchObject({ code: 0 });
    return done.json().data;
  };
  const create = (body: Record<string, unknown>) => data<Category>(call(admin, 'POST', '/category', body));
  const importCsv = (kind: 'category' | 'tag', csv: string, dryRun: boolean) =>
    data<SkuImportReport>(call(admin, 'POST', `/${kind}/import`, { csv, dryRun }));
  const list = (query = '') =>
    data<{ list: Category[]; total: number; all?: number }>(
      call(admin, 'GET', `/category/list?pageSize=100${query}`),
    );

  it('seeds a catalogue in en and zh, three levels deep, with uses', async () => {
    const roots = await list();
    expect(roots.total).toBe(6);
    expect(roots.list.map((row) => row.depth)).toEqual(roots.list.map(() => 0));
    const drinks = roots.list.find((row) => row.code === 'drinks')!;
    expect(drinks).toMatchObject({ childCount: 4, names: { zh: '饮品', es: 'Bebidas' }, missing: [] });
    const open = await list(`&expanded=${drinks.id}`);
    const coffee = open.list.find((row) => row.code === 'coffee')!;
    expect(coffee).toMatchObject({ depth: 1, path: ['Drinks'], uses: 1, childCount: 4 });
    const deeper = await list(`&expanded=${drinks.id},${coffee.id}`);
    const codes = deeper.list.map((row) => row.code);
    expect(codes.slice(codes.indexOf('drinks'), codes.indexOf('drinks') + 7)).toEqual([
      'drinks',
      'coffee',
      'espresso',
      'filter-coffee',
      'cold-brew',
      'coffee-beans',
      'tea',
    ]);
    const espresso = deeper.list.find((row) => row.code === 'espresso')!;
    expect(espresso).toMatchObject({ depth: 2, path: ['Drinks', 'Coffee'], names: { zh: '意式浓缩' } });
    expect(espresso.missing).toEqual(['es']);
    const all = await env.db.one<{ n: number }>('select count(*)::int as n from sku_categories');
    expect(all!.n).toBeGreaterThanOrEqual(40);
    // The tree pages its top level (total) and counts every level (all), also past its last page; a filtered list
    // is flat and its total counts every match.
    const shop = await env.db.one<{ n: number }>(
      `select count(*)::int as n from sku_categories
        where customer_id = (select customer_id from sku_categories where id = $1)`,
      [drinks.id],
    );
    expect(roots.all).toBe(shop!.n);
    expect(shop!.n).toBeGreaterThan(roots.total);
    expect(await list('&pageNum=9')).toEqual({ list: [], total: roots.total, all: shop!.n });
    expect((await list('&keyword=coffee')).all).toBeUndefined();
    const tags = await data<{ list: Tag[]; total: number }>(call(admin, 'GET', '/tag/list?pageSize=10'));
    expect(tags.total).toBeGreaterThanOrEqual(200);
  });

  it('searches by code or by a name in any language, and filters rows missing a language', async () => {
    const byZh = await list('&keyword=' + encodeURIComponent('乌龙'));
    expect(byZh.list.map((row) => row.code)).toEqual(['oolong']);
    expect(byZh.list[0]!.path).toEqual(['Drinks', 'Tea']);
    const byCode = await list('&keyword=cold-BREW');
    expect(byCode.list.map((row) => row.code)).toEqual(['cold-brew']);
    const missingEs = await list('&missing=es');
    expect(missingEs.list.some((row) => row.code === 'drinks')).toBe(false);
    expect(missingEs.list.some((row) => row.code === 'espresso')).toBe(true);
  });

  it('creates with field messages: code format, uniqueness (also concurrent), name required, languages', async () => {
    const bad = await call(admin, 'POST', '/category', { code: 'no spaces', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toMatchObject({ code: expect.stringContaining('Code must be') });
    const noName = await call(admin, 'POST', '/category', { code: 'x1', name: '  ' });
    expect(noName.json().data.fields.name).toContain('default language');
    const taken = await call(admin, 'POST', '/category', { code: 'ESPRESSO', name: 'Again' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.fields).toEqual({ code: 'This code is already used in your shop' });
    const wrongLanguage = await call(admin, 'POST', '/category', {
      code: 'x2',
      name: 'X',
      names: { fr: 'X' },
    });
    expect(wrongLanguage.json().data.fields.names).toContain('zh, es');

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(admin, 'POST', '/category', { code: 'race-1', name: 'Race' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const row = await env.db.query(`select 1 from sku_categories where lower(code) = 'race-1'`);
    expect(row).toHaveLength(1);
  });

  it('builds a tree three deep, moves a branch, and refuses a move that would make a cycle', async () => {
    const a = await create({ code: 'tree-a', name: 'A', names: { zh: '甲' } });
    const b = await create({ code: 'tree-b', name: 'B', parentId: a.id });
    const c = await create({ code: 'tree-c', name: 'C', parentId: b.id });
    expect(c).toMatchObject({ depth: 2, path: ['A', 'B'], missing: ['zh', 'es'] });
    const cycle = await call(admin, 'POST', `/category/${a.id}/move`, { parentId: c.id, position: 0 });
    expectError(cycle, 400, 'A category cannot be moved under itself or one of its own subcategories');
    const self = await call(admin, 'POST', `/category/${a.id}/move`, { parentId: a.id, position: 0 });
    expect(self.statusCode).toBe(400);
    // Two opposite moves at once: one wins, the other is refused, never a loop.
    const d = await create({ code: 'tree-d', name: 'D' });
    const both = await Promise.all([
      call(admin, 'POST', `/category/${d.id}/move`, { parentId: c.id, position: 0 }),
      call(admin, 'POST', `/category/${a.id}/move`, { parentId: d.id, position: 0 }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    // Move the B branch to the top level, first.
    const moved = await data<Category>(
      call(admin, 'POST', `/category/${b.id}/move`, { parentId: null, position: 0 }),
    );
    expect(moved).toMatchObject({ parentId: null, position: 0, depth: 0, childCount: 1 });
    const top = await data<{ list: Category[] }>(
      call(admin, 'GET', `/category/list?pageSize=1&expanded=${b.id},${c.id}`),
    );
    expect(top.list.slice(0, 2).map((row) => row.code)).toEqual(['tree-b', 'tree-c']);
    // tree-d is under tree-c when its move won the race.
    expect(top.list.slice(2).every((row) => row.code === 'tree-d' && row.depth === 2)).toBe(true);
    const positions = await env.db.query<{ position: number }>(
      `select position from sku_categories where customer_id = $1 and parent_id is null order by position`,
      [await customerId(env.db, 'Demo Shop')],
    );
    expect(positions.map((row) => row.position)).toEqual(positions.map((_, index) => index));
  });

  it('asks before deleting a category with children or uses; lift keeps the children, cascade removes all', async () => {
    const top = await create({ code: 'del-top', name: 'Top' });
    const mid = await create({ code: 'del-mid', name: 'Mid', parentId: top.id });
    await create({ code: 'del-leaf', name: 'Leaf', parentId: mid.id });
    const asked = await call(admin, 'DELETE', `/category/${mid.id}`);
    expect(asked.statusCode).toBe(409);
    const impact = await data<{ descendants: number; children: number }>(
      call(admin, 'GET', `/category/${mid.id}/impact`),
    );
    expect(impact).toMatchObject({ descendants: 1, children: 1 });
    const lifted = await data<{ deleted: number; lifted: number }>(
      call(admin, 'DELETE', `/category/${mid.id}?mode=lift`),
    );
    expect(lifted).toMatchObject({ deleted: 1, lifted: 1 });
    const leaf = (await list('&keyword=del-leaf')).list[0]!;
    expect(leaf.parentId).toBe(top.id);
    const gone = await data<{ deleted: number }>(call(admin, 'DELETE', `/category/${top.id}?mode=cascade`));
    expect(gone.deleted).toBe(2);
    expect((await list('&keyword=del-')).total).toBe(0);
  });

  it('tags: colour, names, uses, delete', async () => {
    const badColour = await call(admin, 'POST', '/tag', { code: 't-1', name: 'T', color: 'red' });
    expect(badColour.json().data.fields).toEqual({ color: 'Colour must be a hex colour such as #1677ff' });
    const tag = await data<Tag>(
      call(admin, 'POST', '/tag', {
        code: 't-1',
        name: 'Tee',
        color: '#FF0000',
        names: { zh: '梯', es: '' },
      }),
    );
    expect(tag).toMatchObject({ color: '#ff0000', names: { zh: '梯' }, missing: ['es'], uses: 0 });
    const edited = await data<Tag>(
      call(admin, 'PUT', `/tag/${tag.id}`, {
        code: 't-1',
        name: 'Tee',
        color: '#00ff00',
        names: { es: 'Te' },
      }),
    );
    expect(edited.names).toEqual({ zh: '梯', es: 'Te' });
    expect(edited.missing).toEqual([]);
    const found = await data<{ list: Tag[] }>(call(admin, 'GET', '/tag/list?keyword=te&missing=zh'));
    expect(found.list).toEqual([]);
    expect((await data<{ deleted: number }>(call(admin, 'DELETE', `/tag/${tag.id}`))).deleted).toBe(1);
  });

  it('a newly linked language shows as missing everywhere; unlinking keeps the names', async () => {
    const link = await env.app.inject({
      method: 'POST',
      url: '/api/common/v1/language/add/link',
      headers: admin,
      payload: { codes: ['fr'] },
    });
    expect(link.json().code).toBe(0);
    const page = await list();
    expect(page.list.every((row) => row.missing.includes('fr'))).toBe(true);
    const unlink = await env.app.inject({
      method: 'DELETE',
      url: '/api/common/v1/language/link/es',
      headers: admin,
    });
    expect(unlink.json().code).toBe(0);
    const languages = await data<{
      linked: { code: string }[];
      retained: { code: string; categories: number }[];
    }>(call(admin, 'GET', '/languages'));
    expect(languages.linked.map((l) => l.code)).toEqual(['en', 'zh', 'fr']);
    expect(languages.retained).toEqual([expect.objectContaining({ code: 'es', categories: 6 })]);
    const drinks = (await list('&keyword=drinks')).list[0]!;
    expect(drinks.names.es).toBeUndefined();
    // Editing while es is unlinked keeps the stored Spanish name; re-linking shows it again.
    await data(
      call(admin, 'PUT', `/category/${drinks.id}`, { code: 'drinks', name: 'Drinks', names: { zh: '饮料' } }),
    );
    await env.app.inject({
      method: 'POST',
      url: '/api/common/v1/language/add/link',
      headers: admin,
      payload: { codes: ['es'] },
    });
    await env.app.inject({ method: 'DELETE', url: '/api/common/v1/language/link/fr', headers: admin });
    const again = (await list('&keyword=drinks')).list[0]!;
    expect(again.names).toEqual({ zh: '饮料', es: 'Bebidas' });
  });

  it('CSV: export, dry run with every bad line, nothing applied unless valid, then applied', async () => {
    const exported = await call(admin, 'GET', '/category/export');
    expect(exported.headers['content-type']).toContain('text/csv');
    const text = exported.body.replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('code,parent_code,name,name_zh,name_es');
    expect(lines).toContain('espresso,coffee,Espresso,意式浓缩,');

    const bad = [
      'code,parent_code,name,name_zh',
      'imp-a,,Imported A,导入甲',
      'bad code,,Bad,坏',
      'imp-b,nowhere,B,乙',
      'imp-c,,,丙',
      'imp-a,,Twice,两次',
    ].join('\n');
    const refused = await importCsv('category', bad, false);
    expect(refused.valid).toBe(false);
    expect(refused.applied).toBe(false);
    expect(refused.errors.map((error) => error.line)).toEqual([3, 4, 5, 6]);
    expect(refused.errors[1]!.reason).toBe('Parent nowhere is neither in your shop nor in the file');
    expect((await list('&keyword=imp-')).total).toBe(0);

    // A control character and a quote left open are reported on their lines, with every other bad line, in the
    // report (not a refusal of the whole file); the lines after the open quote are read on their own.
    const broken = [
      'code,parent_code,name,name_zh',
      'imp-d,,Bell\u0007,铃',
      'imp-e,,"Open,开',
      'imp-f,,F,丁',
      'bad code,,Bad,坏',
      'imp-g,,G,戊',
      'imp-h,,H\u0000,己',
    ].join('\n');
    const reported = await importCsv('category', broken, true);
    expect(reported.valid).toBe(false);
    expect(reported.errors).toEqual([
      { line: 2, reason: 'Contains characters that are not allowed (U+0007)' },
      { line: 3, reason: 'The file is not valid CSV: a quote opened on this line is never closed' },
      { line: 5, reason: expect.stringMatching(/^Code must be/) },
      { line: 7, reason: 'Contains characters that are not allowed (U+0000)' },
    ]);
    // Anywhere else, such characters are still refused as a field error.
    const refusedName = await call(admin, 'POST', '/category', { code: 'imp-z', name: 'Z\u0007' });
    expect(refusedName.statusCode).toBe(400);
    expect(refusedName.json().data.fields).toMatchObject({
      name: 'Contains characters that are not allowed',
    });
    expect((await list('&keyword=imp-')).total).toBe(0);

    const good = [
      'code,parent_code,name,name_zh',
      'imp-child,imp-a,Child,子',
      'imp-a,,Imported A,导入甲',
      'espresso,coffee,Espresso shot,意式浓缩',
    ].join('\n');
    const dry = await importCsv('category', good, true);
    expect(dry).toMatchObject({ valid: true, created: 2, updated: 1 });
    expect(dry.changes.find((change) => change.code === 'espresso')!.fields).toEqual(['name']);
    expect((await list('&keyword=imp-')).total).toBe(0);
    const done = await importCsv('category', good, false);
    expect(done.applied).toBe(true);
    const child = (await list('&keyword=imp-child')).list[0]!;
    expect(child.path).toEqual(['Imported A']);

    // Export, import the same file back: nothing changes.
    const again = (await call(admin, 'GET', '/category/export')).body;
    const same = await importCsv('category', again, true);
    expect(same).toMatchObject({ valid: true, created: 0, updated: 0 });

    const tagCsv = 'code,name,color,name_zh\nimp-tag,Imported,#ABCDEF,导入\nimp-bad,X,blue,X\n';
    const tagReport = await importCsv('tag', tagCsv, true);
    expect(tagReport.errors).toEqual([{ line: 3, reason: 'Colour must be a hex colour such as #1677ff' }]);
  });

  it("CSV: new and moved rows go last under their parent in the file's order, one log entry per line", async () => {
    const demo = await customerId(env.db, 'Demo Shop');
    const childrenOf = (code: string) =>
      env.db.query<{ code: string; position: number }>(
        `select c.code, c.position from sku_categories c
           join sku_categories p on p.customer_id = c.customer_id and p.id = c.parent_id
          where c.customer_id = $1 and p.code = $2 order by c.position, c.id`,
        [demo, code],
      );
    const first = [
      'code,parent_code,name',
      'ord-p,,Parent',
      'ord-1,ord-p,One',
      'ord-2,ord-p,Two',
      'ord-q,,Other',
    ];
    await importCsv('category', [...first, 'ord-m,ord-q,Moved'].join('\n'), false);
    expect(await childrenOf('ord-p')).toEqual([
      { code: 'ord-1', position: 0 },
      { code: 'ord-2', position: 1 },
    ]);
    const lastEntry = (await env.db.one<{ id: number }>('select max(id) as id from audit_log'))!.id;

    const second = [
      'code,parent_code,name',
      'ord-3,ord-p,Three',
      'ord-m,ord-p,Moved',
      'ord-4,ord-p,Four',
      'ord-1,ord-p,One renamed',
    ];
    expect(await importCsv('category', second.join('\n'), false)).toMatchObject({
      applied: true,
      created: 2,
      updated: 2,
    });
    expect(await childrenOf('ord-p')).toEqual([
      { code: 'ord-1', position: 0 },
      { code: 'ord-2', position: 1 },
      { code: 'ord-3', position: 2 },
      { code: 'ord-m', position: 3 },
      { code: 'ord-4', position: 4 },
    ]);
    expect(await childrenOf('ord-q')).toEqual([]);
    const ids = new Map(
      (
        await env.db.query<{ id: number; code: string }>(
          `select id, code from sku_categories where customer_id = $1 and code like 'ord-%'`,
          [demo],
        )
      ).map((row) => [row.code, String(row.id)]),
    );
    const entries = await env.db.query<{ action: string; objectId: string; changes: { field: string }[] }>(
      `select action, object_id as "objectId", changes from audit_log
        where customer_id = $1 and id > $2 order by id`,
      [demo, lastEntry],
    );
    expect(entries.map((entry) => [entry.action, entry.objectId])).toEqual(
      ['ord-3', 'ord-m', 'ord-4', 'ord-1'].map((code) => ['sku.category.import', ids.get(code)]),
    );
    expect(entries.map((entry) => entry.changes.map((change) => change.field))).toEqual([
      ['code', 'name', 'names', 'parentId'],
      ['parentId'],
      ['code', 'name', 'names', 'parentId'],
      ['name'],
    ]);
    expect((await verifyChains(env.db, demo)).breaks).toEqual([]);

    // Tags: a file without the colour column gives new tags the default colour and keeps an existing one's.
    await importCsv('tag', 'code,name,color\nord-tag,Plain,#ABCDEF\n', false);
    await importCsv('tag', 'code,name\nord-tag,Plain renamed\nord-new,New\n', false);
    const tags = await data<{ list: Tag[] }>(call(admin, 'GET', '/tag/list?keyword=ord-'));
    expect(tags.list.map((tag) => [tag.code, tag.name, tag.color]).sort()).toEqual([
      ['ord-new', 'New', '#1677ff'],
      ['ord-tag', 'Plain renamed', '#abcdef'],
    ]);
  });

  it('reads and sets a project classification; names in a language with fallback', async () => {
    const demo = await customerId(env.db, 'Demo Shop');
    const project = (await env.db.one<{ id: number }>(
      `select id from projects where customer_id = $1 and title = 'Coffee Corner'`,
      [demo],
    ))!;
    const read = await data<{ category: { code: string } | null; tags: { code: string }[] }>(
      call(admin, 'GET', `/project/${project.id}/classification`),
    );
    expect(read.category?.code).toBe('coffee');
    const tea = (await list('&keyword=oolong')).list[0]!;
    const tags = await data<{ list: Tag[] }>(call(admin, 'GET', '/tag/list?keyword=origin-yunnan'));
    const set = await data<{ category: { name: string }; tags: { name: string }[] }>(
      call(admin, 'PUT', `/project/${project.id}/classification`, {
        categoryId: tea.id,
        tagIds: [tags.list[0]!.id],
      }),
    );
    expect(set).toMatchObject({ category: { name: 'Oolong' }, tags: [{ name: 'Yunnan' }] });
    expect(await projectClassificationNames(env.db, demo, project.id, 'zh')).toEqual({
      category: '乌龙茶',
      tags: ['云南'],
    });
    // No Japanese names: the default language's.
    expect(await projectClassificationNames(env.db, demo, project.id, 'ja')).toEqual({
      category: 'Oolong',
      tags: ['Yunnan'],
    });
    expect((await list('&keyword=oolong')).list[0]!.uses).toBe(1);
    const badTag = await call(admin, 'PUT', `/project/${project.id}/classification`, {
      categoryId: null,
      tagIds: [999999],
    });
    expect(badTag.json().data.fields).toEqual({ tagIds: 'One or more tags do not exist' });
    // Another shop's project and category are not found.
    const foreign = await call(other, 'GET', `/project/${project.id}/classification`);
    expect(foreign.statusCode).toBe(404);
    const foreignSet = await call(other, 'PUT', `/project/${project.id}/classification`, {
      categoryId: null,
      tagIds: [],
    });
    expect(foreignSet.statusCode).toBe(404);
  });

  it('perms: limited@example.com reads nothing and writes nothing (403)', async () => {
    for (const url of ['/languages', '/category/list', '/tag/list', '/category/export', '/tag/export']) {
      expect((await call(limited, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(limited, 'POST', '/category', { code: 'nope', name: 'No' })).statusCode).toBe(403);
    expect(
      (await call(limited, 'POST', '/tag', { code: 'nope', name: 'No', color: '#000000' })).statusCode,
    ).toBe(403);
    expect(
      (await call(limited, 'POST', '/category/import', { csv: 'code,name\na,b', dryRun: true })).statusCode,
    ).toBe(403);
  });

  it('tenant scope: other@example.com sees nothing of Demo Shop and cannot touch it', async () => {
    expect((await data<{ total: number }>(call(other, 'GET', '/category/list'))).total).toBe(0);
    expect((await data<{ total: number }>(call(other, 'GET', '/tag/list'))).total).toBe(0);
    expect((await call(other, 'GET', '/category/export')).body.trim()).toBe('code,parent_code,name,name_de');
    const espresso = (await list('&keyword=espresso')).list[0]!;
    expect((await call(other, 'PUT', `/category/${espresso.id}`, { code: 'x', name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `/category/${espresso.id}?mode=cascade`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/category/${espresso.id}/move`, { parentId: null, position: 0 }))
        .statusCode,
    ).toBe(404);
    // The same code is free in another shop.
    const mine = await data<Category>(call(other, 'POST', '/category', { code: 'espresso', name: 'Mine' }));
    expect(
      (await call(other, 'POST', `/category/${mine.id}/move`, { parentId: espresso.id, position: 0 })).json()
        .data.fields,
    ).toEqual({ parentId: 'The parent category does not exist' });
  });
});
