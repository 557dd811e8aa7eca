import { expect, it } from 'vitest';
import {
  auth,
  describeOnTargets,
  expectError,
  freshTenant,
  NO_PERMISSION,
  signIn,
  TOKEN_INVALID,
} from './helpers.js';

const LINKED = '/api/common/v1/language/link/list';
const UNLINKED = '/api/common/v1/language/unlink/list';
const ADD = '/api/common/v1/language/add/link';
const remove = (code: string) => `/api/common/v1/language/link/${encodeURIComponent(code)}`;

interface Language {
  code: string;
  name: string;
  nativeName: string;
}
const codes = (list: Language[]) => list.map((language) => language.code);

await describeOnTargets('site languages on %s', (env) => {
  /** A new tenant (real sign-up): it starts with no languages. */
  const newTenant = async () => (await freshTenant(env.app, 'Lang')).token;

  const get = async (url: string, token: string): Promise<{ list: Language[]; total: number }> => {
    const res = await env.app.inject({ url, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const add = (token: string, payload: unknown) =>
    env.app.inject({ method: 'POST', url: ADD, headers: auth(token), payload: payload as object });
  const del = (token: string, code: string) =>
    env.app.inject({ method: 'DELETE', url: remove(code), headers: auth(token) });

  it('lists the languages each tenant offers, and the rest of the catalogue', async () => {
    const demo = await signIn(env.app, 'admin@example.com', 'admin123');
    const other = await signIn(env.app, 'other@example.com', 'other123');
    const demoLinked = await get(LINKED, demo);
    expect(demoLinked).toEqual({
      list: [
        { code: 'en', name: 'English', nativeName: 'English' },
        { code: 'zh', name: 'Chinese', nativeName: '中文' },
        { code: 'es', name: 'Spanish', nativeName: 'Español' },
      ],
      total: 3,
    });
    expect(codes((await get(LINKED, other)).list)).toEqual(['en', 'de']);
    const demoUnlinked = codes((await get(UNLINKED, demo)).list);
    expect(demoUnlinked).toEqual(expect.arrayContaining(['fr', 'de', 'ja']));
    expect(demoUnlinked).not.toContain('en');
    // linked + unlinked = the whole catalogue, at least en zh es fr de ja
    const catalogue = [...codes(demoLinked.list), ...demoUnlinked];
    expect(new Set(catalogue).size).toBe(catalogue.length);
    expect(catalogue).toEqual(expect.arrayContaining(['en', 'zh', 'es', 'fr', 'de', 'ja']));
  });

  it('a new tenant starts with none and adds several at once', async () => {
    const token = await newTenant();
    expect(await get(LINKED, token)).toEqual({ list: [], total: 0 });
    const res = await add(token, { codes: ['ja', 'fr'] });
    expect(res.statusCode).toBe(200);
    // catalogue order, not request order
    expect(codes(res.json().data.list)).toEqual(['fr', 'ja']);
    expect(res.json().data.total).toBe(2);
    expect(codes((await get(UNLINKED, token)).list)).not.toEqual(expect.arrayContaining(['fr']));
    // adding one already offered changes nothing
    expect(codes((await add(token, { codes: ['fr', 'en'] })).json().data.list)).toEqual(['en', 'fr', 'ja']);
  });

  it('adds all or nothing: an unknown code refuses the whole request', async () => {
    const token = await newTenant();
    const res = await add(token, { codes: ['de', 'xx'] });
    expectError(res, 400, 'Unknown language');
    expect(res.json().data).toEqual({ fields: { codes: 'Unknown language' } });
    expect((await get(LINKED, token)).total).toBe(0);
  });

  it('validates the body', async () => {
    const token = await newTenant();
    expectError(await add(token, {}), 400, 'Please choose at least one language');
    expectError(await add(token, { codes: [] }), 400, 'Please choose at least one language');
    expectError(await add(token, { codes: 'en' }), 400, 'Unknown language');
    expectError(await add(token, { codes: [1, 2] }), 400, 'Unknown language');
    expectError(await add(token, { codes: ['en', 'en'] }), 400, 'Unknown language');
    expectError(await add(token, { codes: ['x'.repeat(17)] }), 400, 'Unknown language');
    expectError(
      await env.app.inject({
        method: 'POST',
        url: ADD,
        headers: auth(token),
        payload: [] as unknown as object,
      }),
      400,
      'Request body must be a JSON object',
    );
  });

  it('removes one language of the own site only', async () => {
    const token = await newTenant();
    const other = await signIn(env.app, 'other@example.com', 'other123');
    await add(token, { codes: ['en', 'de'] });
    const res = await del(token, 'de');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      list: [{ code: 'en', name: 'English', nativeName: 'English' }],
      total: 1,
    });
    // not offered (any more): 404
    expectError(await del(token, 'de'), 404, 'The site does not offer this language');
    expectError(await del(token, 'xx'), 404, 'The site does not offer this language');
    // the other tenant still offers German
    expect(codes((await get(LINKED, other)).list)).toEqual(['en', 'de']);
  });

  it('keeps tenants apart: one tenant adding a language does not touch another', async () => {
    const a = await newTenant();
    const b = await newTenant();
    await add(a, { codes: ['it'] });
    expect((await get(LINKED, b)).total).toBe(0);
    expect(codes((await get(UNLINKED, b)).list)).toContain('it');
  });

  it('needs account:edit to change, only a session to read', async () => {
    const limited = await signIn(env.app, 'limited@example.com', 'limited123');
    expect(codes((await get(LINKED, limited)).list)).toEqual(['en', 'zh', 'es']);
    expect((await get(UNLINKED, limited)).total).toBeGreaterThan(0);
    expectError(await add(limited, { codes: ['fr'] }), 403, NO_PERMISSION);
    expectError(await del(limited, 'en'), 403, NO_PERMISSION);
    const admin = await signIn(env.app, 'admin@example.com', 'admin123');
    expect(codes((await get(LINKED, admin)).list)).toEqual(['en', 'zh', 'es']);
  });

  it('needs a session', async () => {
    for (const url of [LINKED, UNLINKED])
      expectError(await env.app.inject({ url }), 401, TOKEN_INVALID, 2000);
    expectError(
      await env.app.inject({ method: 'POST', url: ADD, payload: { codes: ['fr'] } }),
      401,
      TOKEN_INVALID,
      2000,
    );
    expectError(await env.app.inject({ method: 'DELETE', url: remove('en') }), 401, TOKEN_INVALID, 2000);
  });
});
