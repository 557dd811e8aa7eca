import type { LogEntry } from '@console/api-contract';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  auth,
  describeOnTargets,
  nextIp,
  registerTenant,
  sentCode,
  SIGNED_OUT,
  signInDemo,
} from './helpers.js';

const LIST = '/api/user/v1/team/log/list';

/** A small PNG of its own each time (uploads are told apart by their digest). */
const png = (shade: number): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade, g: 0, b: 0 } } })
    .png()
    .toBuffer();

/** The writes of the folders, projects, shop, account and map, each in the log with the fields it changed. */
await describeOnTargets('operation log diffs on %s', (env, target) => {
  let { admin, demoId } = SIGNED_OUT;

  beforeAll(async () => {
    ({ admin, demoId } = await signInDemo(env));
  });

  const call = async (method: string, url: string, payload?: unknown, token = admin) => {
    const res = await env.app.inject({
      method: method as 'GET',
      url: url.startsWith('/api/') ? url : `/api/user/v1${url}`,
      headers: { ...auth(token), 'x-forwarded-for': nextIp() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The log's entries for one action (and object), newest first. */
  const entries = async (action: string, objectId?: string | number, token = admin): Promise<LogEntry[]> => {
    const query: Record<string, string> = { action, pageSize: '50' };
    if (objectId !== undefined) query.objectId = String(objectId);
    const res = await env.app.inject({ url: LIST, query, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { list: LogEntry[] }).list.filter((entry) => entry.action === action);
  };
  const only = async (action: string, objectId?: string | number, token = admin): Promise<LogEntry> => {
    const found = await entries(action, objectId, token);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('folders: create, rename, move and delete with the title and parent before and after', async () => {
    const parent = (await call('POST', '/folders', { title: 'Log parent', parentId: null })) as {
      id: number;
    };
    const folder = (await call('POST', '/folders', { title: 'Log before', parentId: null })) as {
      id: number;
      version: number;
    };
    expect(await only('folder.create', folder.id)).toMatchObject({
      objectType: 'folder',
      changes: [
        { field: 'parentId', after: null },
        { field: 'title', after: 'Log before' },
      ],
    });
    const renamed = (await call('PUT', `/folders/${folder.id}`, {
      title: 'Log after',
      version: folder.version,
    })) as { version: number };
    expect((await only('folder.rename', folder.id)).changes).toEqual([
      { field: 'title', before: 'Log before', after: 'Log after' },
    ]);
    const moved = (await call('POST', `/folders/${folder.id}/move`, {
      parentId: parent.id,
      version: renamed.version,
    })) as { version: number };
    expect((await only('folder.move', folder.id)).changes).toEqual([
      { field: 'parentId', before: null, after: parent.id },
    ]);
    // A refused delete (the parent is not empty) leaves no entry.
    const refused = await env.app.inject({
      method: 'DELETE',
      url: `/api/user/v1/folders/${parent.id}?version=1`,
      headers: auth(admin),
    });
    expect(refused.statusCode).toBe(409);
    expect(await entries('folder.delete', parent.id)).toHaveLength(0);
    await call('DELETE', `/folders/${folder.id}?version=${moved.version}`);
    expect((await only('folder.delete', folder.id)).changes).toEqual([
      { field: 'parentId', before: parent.id },
      { field: 'title', before: 'Log after' },
    ]);
  });

  it('projects: close, reopen, move and delete with the fields before and after; a repeat is not recorded', async () => {
    const project = (await call('POST', '/projects', {
      title: 'Log site',
      cover: null,
      num: 3,
      payUrl: null,
      plateNum: '',
      siteType: 'mobile',
      folderId: null,
    })) as { id: number };
    await call('POST', `/projects/${project.id}/close`);
    await call('POST', `/projects/${project.id}/close`);
    expect((await only('project.close', project.id)).changes).toEqual([
      { field: 'status', before: 'normal', after: 'closed' },
    ]);
    await call('POST', `/projects/${project.id}/reopen`);
    expect((await only('project.reopen', project.id)).changes).toEqual([
      { field: 'status', before: 'closed', after: 'normal' },
    ]);

    const folder = (await call('POST', '/folders', { title: 'Log projects', parentId: null })) as {
      id: number;
    };
    await call('POST', '/projects/move', { ids: [project.id], folderId: folder.id });
    await call('POST', '/projects/move', { ids: [project.id], folderId: folder.id });
    expect((await only('project.move', project.id)).changes).toEqual([
      { field: 'folderId', before: null, after: folder.id },
    ]);

    await call('DELETE', `/projects/${project.id}`);
    expect((await only('project.delete', project.id)).changes).toEqual([
      { field: 'cover', before: null },
      { field: 'folderId', before: folder.id },
      { field: 'payUrl', before: null },
      { field: 'status', before: 'normal' },
      { field: 'title', before: 'Log site' },
    ]);

    // A project with history is closed instead: recorded as a close.
    const coffee = (await env.db.one<{ id: number }>(
      `select id from projects where title = 'Coffee Corner' and status = 'normal'`,
    ))!;
    expect(await call('DELETE', `/projects/${coffee.id}`)).toEqual({ outcome: 'closed' });
    expect((await only('project.close', coffee.id)).changes).toEqual([
      { field: 'status', before: 'normal', after: 'closed' },
    ]);
    await call('POST', `/projects/${coffee.id}/reopen`);
  });

  it('shop profile, payment information and uploads: the changed fields, an image by its file, never its bytes', async () => {
    const upload = async (data: Buffer): Promise<{ url: string; name: string }> => {
      const boundary = 'logdiffs' + String(data.length);
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/user/v1/files/upload',
        headers: { ...auth(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const logoBytes = await png(200);
    const logo = await upload(logoBytes);
    const uploadEntry = await only('file.upload', logo.name);
    expect(uploadEntry).toMatchObject({ objectType: 'file' });
    expect(uploadEntry.changes).toEqual([
      { field: 'contentType', after: 'image/png' },
      { field: 'name', after: logo.name },
      { field: 'sha256', after: createHash('sha256').update(logoBytes).digest('hex') },
      { field: 'size', after: logoBytes.length },
    ]);
    // Neither the bytes nor their base64 are anywhere in the entry.
    expect(JSON.stringify(uploadEntry)).not.toContain(logoBytes.toString('base64').slice(0, 40));

    const shop = (await call('GET', '/shop')) as {
      name: string;
      logoUrl: string | null;
      description: string;
      contact: string;
    };
    await call('PUT', '/shop', {
      name: 'Logged Shop',
      logoUrl: logo.url,
      description: shop.description,
      contact: shop.contact,
    });
    const shopEntry = await only('shop.update');
    expect(shopEntry.objectType).toBe('shop');
    expect(shopEntry.changes).toEqual([
      { field: 'logoUrl', before: shop.logoUrl, after: logo.url },
      { field: 'name', before: shop.name, after: 'Logged Shop' },
    ]);

    const qr = await upload(await png(100));
    const pay = (await call('GET', '/customer/info/pay/info')) as {
      payUrl: string | null;
      payExplain: string;
      payCompleteExplain: string;
    };
    await call('POST', '/customer/info/update/pay/info', {
      payUrl: qr.url,
      payExplain: '<p>Pay at the desk</p>',
      payCompleteExplain: pay.payCompleteExplain,
    });
    const payEntry = await only('pay.info.update');
    expect(payEntry.changes).toEqual([
      { field: 'payExplain', before: pay.payExplain, after: '<p>Pay at the desk</p>' },
      { field: 'payUrl', before: pay.payUrl, after: qr.url },
    ]);
  });

  it('account: profile, password (listed without values), mobile code and verification, site languages', async () => {
    const email = `log-diffs-${target}@example.com`;
    const token = await registerTenant(env.app, {
      email,
      password: 'original1',
      name: 'Before',
      lastName: 'Owner',
    });
    const me = (await call('GET', '/customer/info/profile', undefined, token)) as { id: number };

    await call('POST', '/customer/info/update/profile', { name: 'After', lastName: 'Owner' }, token);
    expect(await only('profile.update', me.id, token)).toMatchObject({
      objectType: 'user',
      changes: [{ field: 'name', before: 'Before', after: 'After' }],
    });

    await call(
      'PATCH',
      `/api/api/v1/users/${me.id}/password`,
      { oldPassword: 'original1', password: 'changed22', affirmPassword: 'changed22' },
      token,
    );
    const password = await only('password.change', me.id, token);
    expect(password.changes).toEqual([{ field: 'passwordHash' }]);
    const hash = (await env.db.one<{ hash: string }>(
      'select password_hash as hash from users where id = $1',
      [me.id],
    ))!.hash;

    const mobile = `+4930${target === 'pglite' ? 3 : 4}000001`;
    await call('POST', '/customer/info/mobicta/set/code', { mobile }, token);
    const code = await sentCode(env.app, mobile);
    expect((await only('mobile.code', me.id, token)).changes).toEqual([
      { field: 'mobile', after: mobile },
      { field: 'mobileCode' },
    ]);
    const wrong = await env.app.inject({
      method: 'POST',
      url: '/api/user/v1/customer/info/check/code',
      headers: auth(token),
      payload: { mobile, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await only('mobile.check.wrong', me.id, token)).changes).toEqual([
      { field: 'mobileCodeAttempts', before: 0, after: 1 },
    ]);
    await call('POST', '/customer/info/check/code', { mobile, code }, token);
    const verified = await only('mobile.verify', me.id, token);
    expect(verified.changes).toEqual([
      { field: 'mobile', before: null, after: mobile },
      { field: 'mobileVerifiedAt', before: null, after: expect.any(String) },
    ]);

    const linked = (
      (await call('GET', '/api/common/v1/language/link/list', undefined, token)) as {
        list: { code: string }[];
      }
    ).list.map((language) => language.code);
    expect(linked).not.toContain('ja');
    await call('POST', '/api/common/v1/language/add/link', { codes: ['ja'] }, token);
    await call('POST', '/api/common/v1/language/add/link', { codes: ['ja'] }, token);
    const customerId = (await env.db.one<{ id: number }>(
      'select customer_id as id from users where id = $1',
      [me.id],
    ))!.id;
    expect((await only('language.add', customerId, token)).changes).toEqual([
      { field: 'languages', before: [...linked].sort(), after: [...linked, 'ja'].sort() },
    ]);
    await call('DELETE', '/api/common/v1/language/link/ja', undefined, token);
    expect((await only('language.remove', customerId, token)).changes).toEqual([
      { field: 'languages', before: [...linked, 'ja'].sort(), after: [...linked].sort() },
    ]);

    // No secret's value is anywhere in the shop's log: not the passwords, their hashes or the code.
    const res = await env.app.inject({ url: LIST, query: { pageSize: '100' }, headers: auth(token) });
    expect(res.json().data.total).toBeGreaterThanOrEqual(7);
    const log = res.body;
    for (const secret of ['original1', 'changed22', hash, code]) expect(log).not.toContain(secret);
  });

  it('map: the point set, moved and removed with label, lat and lng before and after', async () => {
    const token = await registerTenant(env.app, {
      email: `log-map-${target}@example.com`,
      password: 'original1',
      name: 'Map',
      lastName: 'Owner',
    });
    const customerId = (await env.db.one<{ id: number }>(
      `select customer_id as id from users where email = $1`,
      [`log-map-${target}@example.com`],
    ))!.id;
    const MINE = '/api/user/v1/customer/info/coordinate';
    await call('PUT', MINE, { label: 'Corner', lat: 48.8566141, lng: 2.3522219 }, token);
    await call('PUT', MINE, { label: 'Corner', lat: 45.764, lng: 2.3522219 }, token);
    const updates = await entries('location.update', customerId, token);
    expect(updates.map((entry) => entry.changes)).toEqual([
      [{ field: 'lat', before: 48.856614, after: 45.764 }],
      [
        { field: 'label', after: 'Corner' },
        { field: 'lat', after: 48.856614 },
        { field: 'lng', after: 2.352222 },
      ],
    ]);
    expect(updates[0]!.objectType).toBe('location');
    await call('DELETE', MINE, undefined, token);
    await call('DELETE', MINE, undefined, token);
    expect((await only('location.delete', customerId, token)).changes).toEqual([
      { field: 'label', before: 'Corner' },
      { field: 'lat', before: 45.764 },
      { field: 'lng', before: 2.352222 },
    ]);
  });

  it('CSV imports: an entry per category or tag created or changed, with its fields; a dry run, a refused file and an unchanged line add none', async () => {
    const IMPORT = (kind: string) => `/api/user/v1/sku/${kind}/import`;
    // The demo shop's id, read before another test renamed it.
    const shop = demoId;
    const espresso = (await env.db.one<{ id: number; name: string; names: Record<string, string> }>(
      `select c.id, c.name, c.names from sku_categories c where c.customer_id = $1 and c.code = 'espresso'`,
      [shop],
    ))!;
    const csv = [
      'code,parent_code,name,name_zh',
      'log-imp-parent,,Imported parent,导入父',
      'log-imp-child,log-imp-parent,Imported child,',
      `espresso,coffee,Espresso (imported),${espresso.names.zh ?? ''}`,
    ].join('\n');
    await call('POST', IMPORT('category'), { csv, dryRun: true });
    expect(await entries('sku.category.import')).toHaveLength(0);
    const refused = (await call('POST', IMPORT('category'), {
      csv: `${csv}\nbad code,,Bad,`,
      dryRun: false,
    })) as { applied: boolean };
    expect(refused.applied).toBe(false);
    expect(await entries('sku.category.import')).toHaveLength(0);

    expect(
      ((await call('POST', IMPORT('category'), { csv, dryRun: false })) as { applied: boolean }).applied,
    ).toBe(true);
    const created = await env.db.query<{ id: number; code: string }>(
      `select c.id, c.code from sku_categories c where c.customer_id = $1 and c.code like 'log-imp-%' order by c.code`,
      [shop],
    );
    const [child, parent] = created;
    expect((await only('sku.category.import', parent!.id)).changes).toEqual([
      { field: 'code', after: 'log-imp-parent' },
      { field: 'name', after: 'Imported parent' },
      { field: 'names', after: { zh: '导入父' } },
      { field: 'parentId', after: null },
    ]);
    expect(await only('sku.category.import', child!.id)).toMatchObject({
      objectType: 'sku_category',
      changes: expect.arrayContaining([{ field: 'parentId', after: parent!.id }]),
    });
    // The stored line changed its English name only: the entry says so and nothing else.
    expect((await only('sku.category.import', espresso.id)).changes).toEqual([
      { field: 'name', before: espresso.name, after: 'Espresso (imported)' },
    ]);
    expect(await entries('sku.category.import')).toHaveLength(3);

    // Tags: a new one with its colour, a changed one with its colour before and after.
    const tag = (await env.db.one<{ id: number; code: string; name: string; color: string }>(
      `select t.id, t.code, t.name, t.color from sku_tags t where t.customer_id = $1 order by t.id limit 1`,
      [shop],
    ))!;
    const tags = (await call('POST', IMPORT('tag'), {
      csv: `code,name,color\nlog-imp-tag,Imported tag,#123456\n${tag.code},${tag.name},#00ff00`,
      dryRun: false,
    })) as { applied: boolean; created: number; updated: number };
    expect(tags).toMatchObject({ applied: true, created: 1, updated: 1 });
    const newTag = (await env.db.one<{ id: number }>(
      `select t.id from sku_tags t where t.customer_id = $1 and t.code = 'log-imp-tag'`,
      [shop],
    ))!;
    expect((await only('sku.tag.import', newTag.id)).changes).toEqual([
      { field: 'code', after: 'log-imp-tag' },
      { field: 'color', after: '#123456' },
      { field: 'name', after: 'Imported tag' },
      { field: 'names', after: {} },
    ]);
    expect((await only('sku.tag.import', tag.id)).changes).toEqual([
      { field: 'color', before: tag.color, after: '#00ff00' },
    ]);
  });
});
