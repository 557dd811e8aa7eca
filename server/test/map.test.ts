import type { MapPoint } from '@console/api-contract';
import { expect, it } from 'vitest';
import {
  auth,
  describeOnTargets,
  expectError,
  expectFieldErrors,
  freshTenant,
  nextIp,
  NO_PERMISSION,
  signIn,
  TOKEN_INVALID,
  TOO_MANY,
} from './helpers.js';

const PUBLIC_LIST = '/api/open/user/v1/customer/info/get/coordinate/list';
const MINE = '/api/user/v1/customer/info/coordinate';

await describeOnTargets('map points on %s', (env) => {
  const newTenant = () => freshTenant(env.app, 'Map');

  const publicList = async (query = '', ip = nextIp()) =>
    env.app.inject({ url: PUBLIC_LIST + query, headers: { 'x-forwarded-for': ip } });
  const points = async (): Promise<MapPoint[]> => (await publicList('?pageSize=1000')).json().data.list;
  const put = (token: string, payload: unknown) =>
    env.app.inject({ method: 'PUT', url: MINE, headers: auth(token), payload: payload as object });

  it('lists every point publicly, with only label, lat, lng and an opaque key', async () => {
    const res = await publicList();
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data as { list: MapPoint[]; total: number };
    expect(total).toBeGreaterThanOrEqual(2);
    const demo = list.find((point) => point.label === 'Demo Shop');
    expect(demo).toMatchObject({ lat: 52.520008, lng: 13.404954 });
    expect(list.find((point) => point.label === 'Other Shop')).toMatchObject({
      lat: 35.676422,
      lng: 139.650027,
    });
    for (const point of list) {
      expect(Object.keys(point).sort()).toEqual(['key', 'label', 'lat', 'lng']);
      expect(point.key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    }
    const body = res.body;
    expect(body).not.toContain('@example.com');
    expect(body).not.toContain('customer');
  });

  it('pages the public list and validates paging', async () => {
    const first = (await publicList('?pageNum=1&pageSize=1')).json().data;
    const second = (await publicList('?pageNum=2&pageSize=1')).json().data;
    expect(first.list).toHaveLength(1);
    expect(second.list).toHaveLength(1);
    expect(first.list[0].key).not.toBe(second.list[0].key);
    expect(first.total).toBe(second.total);
    for (const query of ['?pageSize=0', '?pageSize=1001', '?pageNum=0', '?pageSize=abc'])
      expect((await publicList(query)).statusCode).toBe(400);
  });

  it('a customer sets, moves and removes its own point; the key stays the same', async () => {
    const { token, email } = await newTenant();
    expect((await env.app.inject({ url: MINE, headers: auth(token) })).json()).toEqual({
      code: 0,
      data: null,
      message: 'ok',
    });
    const set = await put(token, { label: '  Corner Shop ', lat: 48.8566141, lng: 2.3522219 });
    expect(set.statusCode).toBe(200);
    const saved = set.json().data;
    expect(saved).toMatchObject({
      label: 'Corner Shop',
      lat: 48.856614,
      lng: 2.352222,
      key: expect.any(String),
    });
    expect((await points()).find((point) => point.key === saved.key)).toEqual({
      key: saved.key,
      label: 'Corner Shop',
      lat: 48.856614,
      lng: 2.352222,
    });
    expect(JSON.stringify(await points())).not.toContain(email);

    const moved = (await put(token, { label: 'Corner Shop Lyon', lat: 45.764, lng: 4.8357 })).json().data;
    expect(moved.key).toBe(saved.key);
    expect((await env.app.inject({ url: MINE, headers: auth(token) })).json().data).toMatchObject({
      label: 'Corner Shop Lyon',
      lat: 45.764,
      lng: 4.8357,
    });

    const removed = await env.app.inject({ method: 'DELETE', url: MINE, headers: auth(token) });
    expect(removed.json()).toEqual({ code: 0, data: null, message: 'ok' });
    expect((await points()).some((point) => point.key === saved.key)).toBe(false);
    // idempotent
    expect((await env.app.inject({ method: 'DELETE', url: MINE, headers: auth(token) })).statusCode).toBe(
      200,
    );
  });

  it('keeps tenants apart', async () => {
    const { token } = await newTenant();
    await put(token, { label: 'Mine', lat: 1, lng: 1 });
    const other = await signIn(env.app, 'other@example.com', 'other123');
    expect((await env.app.inject({ url: MINE, headers: auth(other) })).json().data).toMatchObject({
      label: 'Other Shop',
    });
    expect((await points()).filter((point) => point.label === 'Other Shop')).toHaveLength(1);
  });

  it('validates the point', async () => {
    const { token } = await newTenant();
    const empty = await put(token, {});
    expectFieldErrors(empty, {
      label: 'Please enter a label',
      lat: 'Please enter the latitude',
      lng: 'Please enter the longitude',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lat: 90.0001 }, 'lat', 'The latitude must be a number between -90 and 90'],
      [{ lat: -91 }, 'lat', 'The latitude must be a number between -90 and 90'],
      [{ lat: '45' }, 'lat', 'The latitude must be a number between -90 and 90'],
      [{ lng: 180.5 }, 'lng', 'The longitude must be a number between -180 and 180'],
      [{ lng: -181 }, 'lng', 'The longitude must be a number between -180 and 180'],
      [{ lng: null }, 'lng', 'Please enter the longitude'],
      [{ label: '   ' }, 'label', 'Please enter a label'],
      [{ label: 'x'.repeat(81) }, 'label', 'The label can not be more than 80 characters'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await put(token, { label: 'Fine', lat: 10, lng: 10, ...patch });
      expectError(res, 400, message);
      expect(res.json().data.fields).toEqual({ [field]: message });
    }
    // the edges are fine
    expect((await put(token, { label: 'Edge', lat: -90, lng: 180 })).statusCode).toBe(200);
    expect((await put(token, { label: 'x'.repeat(80), lat: 90, lng: -180 })).statusCode).toBe(200);
  });

  it('needs account:edit to change the point, a session to read it', async () => {
    const limited = await signIn(env.app, 'limited@example.com', 'limited123');
    expect((await env.app.inject({ url: MINE, headers: auth(limited) })).json().data).toMatchObject({
      label: 'Demo Shop',
    });
    expectError(await put(limited, { label: 'Hijack', lat: 0, lng: 0 }), 403, NO_PERMISSION);
    expectError(
      await env.app.inject({ method: 'DELETE', url: MINE, headers: auth(limited) }),
      403,
      NO_PERMISSION,
    );
    expectError(await env.app.inject({ url: MINE }), 401, TOKEN_INVALID, 2000);
    expectError(
      await env.app.inject({ method: 'PUT', url: MINE, payload: { label: 'x', lat: 0, lng: 0 } }),
      401,
      TOKEN_INVALID,
      2000,
    );
    expect((await points()).some((point) => point.label === 'Demo Shop')).toBe(true);
  });

  it('ignores a session token on the public list, and a bad one does not break it', async () => {
    const res = await env.app.inject({
      url: PUBLIC_LIST,
      headers: { 'x-authorization': 'nonsense', appid: '99' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits the public list per address (120 a minute)', async () => {
    env.clock.toNextHour();
    const ip = nextIp();
    for (let i = 0; i < 120; i++) expect((await publicList('', ip)).statusCode).toBe(200);
    const limited = await publicList('', ip);
    expectError(limited, 429, TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await publicList('', nextIp())).statusCode).toBe(200);
    env.clock.advance(60);
    expect((await publicList('', ip)).statusCode).toBe(200);
  });
});
