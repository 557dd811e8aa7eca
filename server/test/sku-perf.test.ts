import { beforeAll, expect, it } from 'vitest';
import { insertCatalogue } from '../src/modules/sku/seed.js';
import { verifyChains } from '../src/platform/audit.js';
import { auth, customerId, describeOnTargets, signIn } from './helpers.js';

/**
 * List and search with 10,000 categories (100 top level x 9 children x 10 grandchildren, plus the demo's) in one
 * shop: prints p50 and p95 of the API's answer (light-my-request, so server time: routing, validation, SQL,
 * serialisation). The target is p50 < 50 ms; the assertion allows a machine four times as slow. Then the import
 * at its largest (5,000 lines), with the operation log's 5,000 entries.
 */
const RUNS = 30;
const p = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.floor(q * (times.length - 1))]!;

await describeOnTargets('sku list and search with 10,000 categories on %s', (env, target) => {
  let admin: Record<string, string>;

  beforeAll(async () => {
    const demo = await customerId(env.db, 'Other Shop');
    const rows: { code: string; parent: string | null; position: number; en: string; zh: string }[] = [];
    for (let a = 0; a < 100; a++) {
      rows.push({ code: `p${a}`, parent: null, position: a, en: `Department ${a}`, zh: `部门 ${a}` });
      for (let b = 0; b < 9; b++) {
        rows.push({
          code: `p${a}-${b}`,
          parent: `p${a}`,
          position: b,
          en: `Aisle ${a}.${b}`,
          zh: `通道 ${a}.${b}`,
        });
        for (let c = 0; c < 10; c++) {
          rows.push({
            code: `p${a}-${b}-${c}`,
            parent: `p${a}-${b}`,
            position: c,
            en: `Shelf ${a}.${b}.${c}`,
            zh: c % 3 === 0 ? '' : `货架 ${a}.${b}.${c}`,
          });
        }
      }
    }
    await env.db.transaction((tx) => insertCatalogue(tx, demo, rows, [], new Date()));
    await env.db.exec('analyze sku_categories');
    admin = auth(await signIn(env.app, 'other@example.com', 'other123'));
    await env.app.inject({
      method: 'POST',
      url: '/api/common/v1/language/add/link',
      headers: admin,
      payload: { codes: ['zh'] },
    });
  }, 120_000);

  const time = async (url: string): Promise<{ p50: number; p95: number; total: number }> => {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS + 3; run++) {
      const started = performance.now();
      const res = await env.app.inject({ url: `/api/user/v1/sku/category/list?${url}`, headers: admin });
      const took = performance.now() - started;
      expect(res.statusCode).toBe(200);
      total = res.json().data.total;
      if (run >= 3) times.push(took);
    }
    return { p50: p(times, 0.5), p95: p(times, 0.95), total };
  };

  it('answers list and search fast', async () => {
    const ids = async (query: string) =>
      (
        (await env.app.inject({ url: `/api/user/v1/sku/category/list?${query}`, headers: admin })).json().data
          .list as { id: number }[]
      ).map((row) => row.id);
    const roots = await ids('pageSize=20');
    const firstBranch = await ids(`pageSize=1&expanded=${roots[0]}`);
    const figures = {
      'tree page (20 top-level)': await time('pageSize=20'),
      'tree page, 3 branches open (~50 rows)': await time(
        `pageSize=20&expanded=${[roots[0], roots[1], firstBranch[1]].join(',')}`,
      ),
      'tree page 5': await time('pageSize=20&pageNum=5'),
      'search keyword "7.3"': await time('keyword=7.3'),
      'search keyword in Chinese "货架 42"': await time(`keyword=${encodeURIComponent('货架 42')}`),
      'filter missing zh': await time('missing=zh'),
      'search by code, page 10': await time('keyword=p9-&pageNum=10'),
    };
    console.log(
      `[sku-perf ${target}] ${Object.entries(figures)
        .map(
          ([name, f]) => `${name}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (${f.total} total)`,
        )
        .join('; ')}`,
    );
    const rows = await env.db.one<{ n: number }>('select count(*)::int as n from sku_categories');
    expect(rows!.n).toBeGreaterThanOrEqual(10_000);
    for (const figure of Object.values(figures)) expect(figure.p50).toBeLessThan(200);
  }, 120_000);

  it('imports a file of 5,000 categories, then changes all of them, in about a second each', async () => {
    const lines = ['code,parent_code,name'];
    for (let a = 0; a < 500; a++) {
      lines.push(`imp${a},,Imported ${a}`);
      for (let b = 0; b < 9; b++) lines.push(`imp${a}-${b},imp${a},Imported ${a}.${b}`);
    }
    const importFile = async (csv: string) => {
      const started = performance.now();
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/user/v1/sku/category/import',
        headers: admin,
        payload: { csv, dryRun: false },
      });
      const took = performance.now() - started;
      expect(res.json()).toMatchObject({ code: 0, data: { applied: true } });
      return { took, report: res.json().data as { created: number; updated: number } };
    };
    const created = await importFile(lines.join('\n'));
    const renamed = await importFile(lines.map((line, at) => (at === 0 ? line : `${line} v2`)).join('\n'));
    console.log(
      `[sku-perf ${target}] import of 5,000 new categories ${created.took.toFixed(0)} ms; ` +
        `5,000 renamed ${renamed.took.toFixed(0)} ms`,
    );
    expect(created.report.created).toBe(5000);
    expect(renamed.report.updated).toBe(5000);
    const shop = await customerId(env.db, 'Other Shop');
    expect(
      (await env.db.one<{ n: number }>(
        `select count(*)::int as n from sku_categories c join sku_categories p on p.id = c.parent_id
          where c.customer_id = $1 and p.code = 'imp499' and c.name like '% v2'`,
        [shop],
      ))!.n,
    ).toBe(9);
    expect((await verifyChains(env.db, shop)).breaks).toEqual([]);
    // Beside 10,000 categories, a statement per line took 8.6-14.3 s to create and 4.5-5.6 s to rename here; a
    // statement per wave takes 1.3 and 0.6-0.7 s. The bounds allow a machine about four times as slow.
    expect(created.took).toBeLessThan(5000);
    expect(renamed.took).toBeLessThan(3000);
  }, 120_000);
});
