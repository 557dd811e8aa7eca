import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRUNE_INTERVAL_MS, pruneExpired, UNATTACHED_FILE_TTL_MS } from '../src/db/prune.js';
import { drawPng } from '../src/platform/png.js';
import { auth, describeOnTargets, expectError, NO_PERMISSION, SIGNED_OUT, signInDemo } from './helpers.js';

/** The contract's messages, written out: the test checks what a client reads. */
const PKG_MSG = {
  siteType: 'Site type must be one of design, mobile, desk',
  title: 'Please enter a title (1 to 200 characters)',
  num: 'num must be a whole number from 0 to 1000000',
  image: 'Please upload the image again',
  folderTitle: 'Please enter a folder name (1 to 100 characters)',
  folderId: 'folderId must be a folder id, or none',
  explain: 'The explanation is too long (at most 20000 characters)',
  shopName: 'Please enter the shop name (1 to 100 characters)',
  projectNotFound: 'Project not found',
  folderNotFound: 'Folder not found',
  folderChanged: 'This folder was changed in another tab or by someone else; the list has been reloaded',
  folderCycle: 'A folder cannot be moved into itself or one of its subfolders',
  folderNotEmpty: 'Only an empty folder can be deleted: move its projects and subfolders out first',
  fileFormat: 'Please upload the correct file format',
  uploadQuota:
    'Your shop has 20 MB of uploaded images not yet saved in a form: save or remove some, then upload again (unsaved uploads are removed after an hour)',
  uploadRate: 'Too many uploads: at most 20 a minute, please wait a moment',
};
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
const UPLOAD_UNATTACHED_MAX_BYTES = 20 * 1024 * 1024;
const UPLOAD_RATE = { max: 20 };
const API = '/api/user/v1';
const PNG = drawPng(4, 4, () => [200, 10, 10]);

/** A real image of the type, with noise so it does not compress to nothing (sharp, as the server decodes it). */
async function drawn(
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif',
  size = 8,
): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const image = sharp(pixels, { raw: { width: size, height: size, channels: 3 } });
  const format = (
    { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif' } as const
  )[type];
  return image.toFormat(format).toBuffer();
}

function multipart(data: Buffer, filename: string, type: string) {
  const boundary = '----pkgtest' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

await describeOnTargets('pkg area on %s', (env) => {
  let { admin, limited, other, demoId } = SIGNED_OUT;

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    env.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = async (token = admin, data: Buffer = PNG, filename = 'a.png', type = 'image/png') => {
    const body = multipart(data, filename, type);
    return env.app.inject({
      method: 'POST',
      url: `${API}/files/upload`,
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
  };
  const uploaded = async (token = admin): Promise<string> => {
    const res = await upload(token);
    expect(res.statusCode).toBe(200);
    return res.json().data.url as string;
  };
  const fileCount = async (url: string) =>
    (await env.db.one<{ n: number }>('select count(*)::int as n from files where name = $1', [
      url.split('/').pop(),
    ]))!.n;
  const body = (extra: Record<string, unknown> = {}) => ({
    title: 'New Site',
    cover: null,
    num: 3,
    payUrl: null,
    plateNum: 'NS-9',
    siteType: 'mobile',
    folderId: null,
    ...extra,
  });

  beforeAll(async () => {
    ({ admin, limited, other, demoId } = await signInDemo(env));
  });

  describe('projects', () => {
    it('lists the dashboard projects with their folders, covers and public path', async () => {
      const res = await call('GET', '/projects/list?sortField=title&sortOrder=ascend', admin);
      expect(res.statusCode).toBe(200);
      const { list, total } = res.json().data;
      expect(total).toBe(4);
      expect(list.map((p: { title: string }) => p.title)).toEqual([
        'Coffee Corner',
        'Gift Shop',
        'Spring Pop-up',
        'Tea House',
      ]);
      const coffee = list[0];
      expect(coffee.folderTitle).toBe('Cafés');
      expect(coffee.cover).toMatch(/^\/api\/open\/files\//);
      expect(coffee.payUrl).toMatch(/^\/api\/open\/files\//);
      const shopKey = (await env.db.one<{ k: string }>('select site_key as k from customers where id = $1', [
        demoId,
      ]))!.k;
      expect(coffee.publicPath).toBe(`/s/${shopKey}/${coffee.siteKey}`);
      expect(coffee.viewCount).toBeGreaterThan(0);
    });

    it('filters by title, type, status and folder', async () => {
      const closed = await call('GET', '/projects/list?status=closed', admin);
      expect(closed.json().data.list.map((p: { title: string }) => p.title)).toEqual(['Spring Pop-up']);
      const title = await call('GET', '/projects/list?keyword=tea', admin);
      expect(title.json().data.total).toBe(1);
      const none = await call('GET', '/projects/list?folderId=none', admin);
      expect(none.json().data.total).toBe(0);
      const tree = (await call('GET', '/folders/tree', admin)).json().data;
      const cafes = tree.folders.find((f: { title: string }) => f.title === 'Cafés');
      expect(cafes.projects).toBe(2);
      const inCafes = await call('GET', `/projects/list?folderId=${cafes.id}`, admin);
      expect(inCafes.json().data.total).toBe(2);
    });

    it('refuses bad filters and bodies with field messages', async () => {
      expectError(await call('GET', '/projects/list?siteType=tv', admin), 400, PKG_MSG.siteType);
      expectError(await call('GET', '/projects/list?sort=x', admin), 400, 'Unknown parameter sort');
      const res = await call(
        'POST',
        '/projects',
        admin,
        body({ title: '', num: -1, cover: 'https://evil.example/x.png' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toMatchObject({
        title: PKG_MSG.title,
        num: PKG_MSG.num,
        cover: PKG_MSG.image,
      });
    });

    it('creates with a cover and QR code, edits, closes, reopens and deletes; images follow the record', async () => {
      const coverUrl = await uploaded();
      const qrUrl = await uploaded();
      const created = await call('POST', '/projects', admin, body({ cover: coverUrl, payUrl: qrUrl }));
      expect(created.statusCode).toBe(200);
      const project = created.json().data;
      expect(project).toMatchObject({
        title: 'New Site',
        siteType: 'mobile',
        status: 'normal',
        cover: coverUrl,
      });
      // the same file cannot be taken by a second record
      expectError(await call('POST', '/projects', admin, body({ cover: coverUrl })), 400, PKG_MSG.image);
      // replacing the cover deletes the old file in the same transaction
      const next = await uploaded();
      const updated = await call(
        'PUT',
        `/projects/${project.id}`,
        admin,
        body({ title: 'Renamed', cover: next, payUrl: qrUrl }),
      );
      expect(updated.json().data).toMatchObject({ title: 'Renamed', cover: next });
      expect(await fileCount(coverUrl)).toBe(0);
      expect(await fileCount(next)).toBe(1);
      const closed = await call('POST', `/projects/${project.id}/close`, admin);
      expect(closed.json().data.status).toBe('closed');
      const reopened = await call('POST', `/projects/${project.id}/reopen`, admin);
      expect(reopened.json().data.status).toBe('normal');
      const detail = await call('GET', `/projects/${project.id}`, admin);
      expect(detail.json().data).toMatchObject({ orders: 0, visits: 0 });
      const deleted = await call('DELETE', `/projects/${project.id}`, admin);
      expect(deleted.json().data).toEqual({ outcome: 'deleted' });
      expect(await fileCount(next)).toBe(0);
      expect(await fileCount(qrUrl)).toBe(0);
      expectError(await call('GET', `/projects/${project.id}`, admin), 404, PKG_MSG.projectNotFound);
    });

    it('closes instead of deleting a project with visits or orders', async () => {
      const coffee = await env.db.one<{ id: number }>(
        `select id from projects where customer_id = $1 and title = 'Coffee Corner'`,
        [demoId],
      );
      const res = await call('DELETE', `/projects/${coffee!.id}`, admin);
      expect(res.json().data).toEqual({ outcome: 'closed' });
      const detail = (await call('GET', `/projects/${coffee!.id}`, admin)).json().data;
      expect(detail.status).toBe('closed');
      expect(detail.visits).toBeGreaterThan(0);
      await call('POST', `/projects/${coffee!.id}/reopen`, admin);
    });

    it('exports every matching project as CSV', async () => {
      const res = await call('GET', '/projects/export?status=closed', admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Spring Pop-up');
    });

    it('moves projects between folders, all or none', async () => {
      const ids = (await call('GET', '/projects/list?keyword=Tea', admin))
        .json()
        .data.list.map((p: { id: number }) => p.id);
      const moved = await call('POST', '/projects/move', admin, { ids, folderId: null });
      expect(moved.json().data).toEqual({ moved: 1 });
      expect((await call('GET', '/projects/list?folderId=none', admin)).json().data.total).toBe(1);
      const otherProject = await env.db.one<{ id: number }>(
        `select id from projects where customer_id <> $1 limit 1`,
        [demoId],
      );
      expectError(
        await call('POST', '/projects/move', admin, { ids: [...ids, otherProject!.id], folderId: null }),
        404,
        PKG_MSG.projectNotFound,
      );
    });
  });

  describe('access and tenant scope', () => {
    it('answers 403 to a user without the perms, for every route', async () => {
      const routes: [string, string, unknown?][] = [
        ['GET', '/projects/list'],
        ['GET', '/projects/export'],
        ['GET', '/projects/1'],
        ['POST', '/projects', body()],
        ['PUT', '/projects/1', body()],
        ['POST', '/projects/1/close'],
        ['POST', '/projects/1/reopen'],
        ['DELETE', '/projects/1'],
        ['POST', '/projects/move', { ids: [1], folderId: null }],
        ['GET', '/folders/tree'],
        ['POST', '/folders', { title: 'x', parentId: null }],
        ['PUT', '/folders/1', { title: 'x', version: 1 }],
        ['POST', '/folders/1/move', { parentId: null, version: 1 }],
        ['DELETE', '/folders/1?version=1'],
        ['GET', '/customer/info/pay/info'],
        ['POST', '/customer/info/update/pay/info', { payUrl: null, payExplain: '', payCompleteExplain: '' }],
        ['GET', '/shop'],
        ['PUT', '/shop', { name: 'x', logoUrl: null, description: '', contact: '' }],
      ];
      for (const [method, url, payload] of routes) {
        expectError(await call(method, url, limited, payload), 403, NO_PERMISSION);
      }
      expectError(await upload(limited), 403, NO_PERMISSION);
    });

    it("never shows or touches another shop's projects, folders or files", async () => {
      const list = (await call('GET', '/projects/list', other)).json().data;
      expect(
        list.list.every((p: { title: string }) => !['Coffee Corner', 'Tea House'].includes(p.title)),
      ).toBe(true);
      const demoProject = await env.db.one<{ id: number; cover: string }>(
        `select id, cover from projects where customer_id = $1 order by id limit 1`,
        [demoId],
      );
      const demoFolder = await env.db.one<{ id: number; version: number }>(
        'select id, version from folders where customer_id = $1 order by id limit 1',
        [demoId],
      );
      expectError(await call('GET', `/projects/${demoProject!.id}`, other), 404, PKG_MSG.projectNotFound);
      expectError(
        await call('PUT', `/projects/${demoProject!.id}`, other, body()),
        404,
        PKG_MSG.projectNotFound,
      );
      expectError(await call('DELETE', `/projects/${demoProject!.id}`, other), 404, PKG_MSG.projectNotFound);
      expectError(
        await call('POST', `/projects/${demoProject!.id}/close`, other),
        404,
        PKG_MSG.projectNotFound,
      );
      expectError(
        await call('PUT', `/folders/${demoFolder!.id}`, other, {
          title: 'Mine',
          version: demoFolder!.version,
        }),
        404,
        PKG_MSG.folderNotFound,
      );
      const inDemoFolder = await call('POST', '/projects', other, body({ folderId: demoFolder!.id }));
      expectError(inDemoFolder, 400, PKG_MSG.folderNotFound);
      // a Demo Shop file cannot be attached by Other Shop
      expectError(
        await call('POST', '/projects', other, body({ cover: demoProject!.cover })),
        400,
        PKG_MSG.image,
      );
      const tree = (await call('GET', '/folders/tree', other)).json().data;
      expect(tree.folders.map((f: { title: string }) => f.title)).toEqual(['Stores']);
    });
  });

  describe('uploads', () => {
    it('stores a PNG and serves it publicly with immutable cache headers and nosniff', async () => {
      const res = await upload();
      expect(res.json().data).toMatchObject({ contentType: 'image/png', size: PNG.length });
      const served = await env.app.inject({ url: res.json().data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const missing = await env.app.inject({ url: '/api/open/files/AAAAAAAAAAAAAAAAAAAAAA.png' });
      expect(missing.statusCode).toBe(404);
    });

    it('recognises real JPEG, WebP and GIF images by content, whatever their name', async () => {
      for (const type of ['image/jpeg', 'image/webp', 'image/gif'] as const) {
        const res = await upload(admin, await drawn(type), 'x.bin', 'application/octet-stream');
        expect(res.statusCode).toBe(200);
        expect(res.json().data.contentType).toBe(type);
      }
    });

    it('refuses a file that only starts like an image, with the spec message', async () => {
      // The first bytes of a GIF and nothing that decodes (it used to be stored and shown as a broken image).
      const gifHeader = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;\x00\x00\x00', 'latin1');
      expect(gifHeader).toHaveLength(17);
      expectError(await upload(admin, gifHeader, 'a.gif', 'image/gif'), 415, PKG_MSG.fileFormat);
      const pngGarbage = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(200, 7)]);
      expectError(await upload(admin, pngGarbage, 'a.png', 'image/png'), 415, PKG_MSG.fileFormat);
      // A real PNG cut short: its pixels do not all decode.
      const photo = await drawn('image/png', 64);
      expectError(
        await upload(admin, photo.subarray(0, photo.length - 40), 'cut.png', 'image/png'),
        415,
        PKG_MSG.fileFormat,
      );
      // A JPEG's signature in front of a PNG: the content is not the type its first bytes claim.
      const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), PNG]);
      expectError(await upload(admin, mixed, 'a.jpg', 'image/jpeg'), 415, PKG_MSG.fileFormat);
    });

    it('refuses a renamed non-image, an SVG and a file over the limit with the spec messages', async () => {
      expectError(
        await upload(admin, Buffer.from('not an image at all'), 'photo.png', 'image/png'),
        415,
        PKG_MSG.fileFormat,
      );
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expectError(await upload(admin, svg, 'logo.svg', 'image/svg+xml'), 415, PKG_MSG.fileFormat);
      const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
      expectError(await upload(admin, big), 413, 'The file size cannot exceed 2 MB');
    });

    it('prunes files no record took within the hour, and keeps them before', async () => {
      const url = await uploaded();
      const later = (minutes: number) => new Date(env.clock.now().getTime() + minutes * 60_000);
      await pruneExpired(env.db, later(30));
      expect(await fileCount(url)).toBe(1);
      // The app's sweep runs every PRUNE_INTERVAL_MS: a file is gone at most TTL + interval after its upload.
      expect(UNATTACHED_FILE_TTL_MS + PRUNE_INTERVAL_MS).toBeLessThanOrEqual(60 * 60_000);
      await pruneExpired(env.db, later(UNATTACHED_FILE_TTL_MS / 60_000 + 1));
      expect(await fileCount(url)).toBe(0);
      const attached = await env.db.one<{ n: number }>('select count(*)::int as n from files where attached');
      expect(attached!.n).toBeGreaterThan(0);
    });

    it('caps a shop at 20 MB of unsaved uploads and 20 uploads a minute: 30 rapid 2 MB uploads', async () => {
      env.clock.toNextHour(); // a fresh rate window
      const storage = async () => (await call('GET', '/files/storage', other)).json().data;
      const before = await storage();
      expect(before.unattachedMaxBytes).toBe(UPLOAD_UNATTACHED_MAX_BYTES);
      // A real image of about 2 MB (noise does not compress): the server decodes every upload.
      const side = 830;
      const image = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(image.length).toBeGreaterThan(UPLOAD_MAX_BYTES * 0.95);
      expect(image.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
      const answers = await Promise.all(Array.from({ length: 30 }, () => upload(other, image)));
      const byStatus = (status: number) => answers.filter((res) => res.statusCode === status);
      const fits = Math.floor((UPLOAD_UNATTACHED_MAX_BYTES - before.unattachedBytes) / image.length);
      expect(byStatus(200)).toHaveLength(fits);
      // Counted before the body is read: the 21st and later attempts of the minute.
      expect(byStatus(429)).toHaveLength(30 - UPLOAD_RATE.max);
      for (const res of byStatus(429)) {
        expectError(res, 429, PKG_MSG.uploadRate);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(byStatus(409)).toHaveLength(UPLOAD_RATE.max - fits);
      for (const res of byStatus(409)) expectError(res, 409, PKG_MSG.uploadQuota);

      const after = await storage();
      expect(after).toMatchObject({
        unattachedFiles: before.unattachedFiles + fits,
        unattachedBytes: before.unattachedBytes + fits * image.length,
        files: before.files + fits,
        bytes: before.bytes + fits * image.length,
      });
      // Another shop is not held back by this one.
      env.clock.advance(61);
      expect((await upload(admin)).statusCode).toBe(200);
      // Pruned within the hour, the quota is free again.
      await pruneExpired(env.db, new Date(env.clock.now().getTime() + UNATTACHED_FILE_TTL_MS + 60_000));
      expect(await storage()).toMatchObject({ unattachedFiles: 0, unattachedBytes: 0 });
      expect((await upload(other, image)).statusCode).toBe(200);
    }, 120_000); // 60 MB through the upload path: slow on a loaded machine

    it("shows a shop's stored file totals to any of its members, and only its own", async () => {
      const res = await call('GET', '/files/storage', limited);
      expect(res.statusCode).toBe(200);
      const mine = res.json().data;
      const theirs = (await call('GET', '/files/storage', other)).json().data;
      const count = async (shop: string) =>
        (await env.db.one<{ n: number; bytes: number }>(
          `select count(*)::int as n, coalesce(sum(size), 0)::int as bytes from files
            where customer_id = (select id from customers where name = $1)`,
          [shop],
        ))!;
      expect({ files: mine.files, bytes: mine.bytes }).toEqual({
        files: (await count('Demo Shop')).n,
        bytes: (await count('Demo Shop')).bytes,
      });
      expect({ files: theirs.files, bytes: theirs.bytes }).toEqual({
        files: (await count('Other Shop')).n,
        bytes: (await count('Other Shop')).bytes,
      });
      expect((await env.app.inject({ url: `${API}/files/storage` })).statusCode).toBe(401);
    });
  });

  describe('folders', () => {
    const tree = async (token = admin) =>
      (await call('GET', '/folders/tree', token)).json().data.folders as {
        id: number;
        parentId: number | null;
        title: string;
        version: number;
      }[];

    it('creates, renames, nests and deletes an empty folder', async () => {
      const a = (await call('POST', '/folders', admin, { title: '  Alpha ', parentId: null })).json().data;
      expect(a).toMatchObject({ title: 'Alpha', version: 1, parentId: null, projects: 0 });
      const b = (await call('POST', '/folders', admin, { title: 'Beta', parentId: a.id })).json().data;
      expect(b.parentId).toBe(a.id);
      const renamed = (await call('PUT', `/folders/${a.id}`, admin, { title: 'Alpha 2', version: 1 })).json()
        .data;
      expect(renamed).toMatchObject({ title: 'Alpha 2', version: 2 });
      expectError(await call('DELETE', `/folders/${a.id}?version=2`, admin), 409, PKG_MSG.folderNotEmpty);
      expect((await call('DELETE', `/folders/${b.id}?version=1`, admin)).statusCode).toBe(200);
      expect((await call('DELETE', `/folders/${a.id}?version=2`, admin)).statusCode).toBe(200);
      expect((await tree()).some((f) => f.id === a.id)).toBe(false);
      const bad = await call('POST', '/folders', admin, { title: '', parentId: 0 });
      expect(bad.json().data.fields).toMatchObject({
        title: PKG_MSG.folderTitle,
        parentId: PKG_MSG.folderId,
      });
    });

    it('refuses a change made against an older version (two tabs)', async () => {
      const f = (await call('POST', '/folders', admin, { title: 'Tabs', parentId: null })).json().data;
      expect(
        (await call('PUT', `/folders/${f.id}`, admin, { title: 'Tab one', version: 1 })).statusCode,
      ).toBe(200);
      expectError(
        await call('PUT', `/folders/${f.id}`, admin, { title: 'Tab two', version: 1 }),
        409,
        PKG_MSG.folderChanged,
      );
      expectError(
        await call('POST', `/folders/${f.id}/move`, admin, { parentId: null, version: 1 }),
        409,
        PKG_MSG.folderChanged,
      );
      expect((await tree()).find((x) => x.id === f.id)?.title).toBe('Tab one');
    });

    it('refuses cycles, also when two moves race', async () => {
      const x = (await call('POST', '/folders', admin, { title: 'X', parentId: null })).json().data;
      const y = (await call('POST', '/folders', admin, { title: 'Y', parentId: x.id })).json().data;
      expectError(
        await call('POST', `/folders/${x.id}/move`, admin, { parentId: y.id, version: 1 }),
        409,
        PKG_MSG.folderCycle,
      );
      expectError(
        await call('POST', `/folders/${x.id}/move`, admin, { parentId: x.id, version: 1 }),
        409,
        PKG_MSG.folderCycle,
      );
      // P and Q side by side; at once: P into Q and Q into P. One wins, the other is refused; never a cycle.
      const p = (await call('POST', '/folders', admin, { title: 'P', parentId: null })).json().data;
      const q = (await call('POST', '/folders', admin, { title: 'Q', parentId: null })).json().data;
      const [one, two] = await Promise.all([
        call('POST', `/folders/${p.id}/move`, admin, { parentId: q.id, version: 1 }),
        call('POST', `/folders/${q.id}/move`, admin, { parentId: p.id, version: 1 }),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
      const after = await tree();
      const parentOf = (id: number) => after.find((f) => f.id === id)?.parentId;
      expect(parentOf(p.id) === q.id && parentOf(q.id) === p.id).toBe(false);
    });

    it('moves a folder under another and back to the top', async () => {
      const m = (await call('POST', '/folders', admin, { title: 'M', parentId: null })).json().data;
      const n = (await call('POST', '/folders', admin, { title: 'N', parentId: null })).json().data;
      const moved = (
        await call('POST', `/folders/${m.id}/move`, admin, { parentId: n.id, version: 1 })
      ).json().data;
      expect(moved).toMatchObject({ parentId: n.id, version: 2 });
      const top = (await call('POST', `/folders/${m.id}/move`, admin, { parentId: null, version: 2 })).json()
        .data;
      expect(top).toMatchObject({ parentId: null, version: 3 });
    });
  });

  describe('payment information and shop', () => {
    it('reads and updates the payment information, sanitised', async () => {
      const before = (await call('GET', '/customer/info/pay/info', admin)).json().data;
      expect(before.payExplain).toContain('<strong>');
      const qr = await uploaded();
      const res = await call('POST', '/customer/info/update/pay/info', admin, {
        payUrl: qr,
        payExplain:
          '<p onclick="x()">Pay <b>now</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        payCompleteExplain:
          '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p>',
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.payUrl).toBe(qr);
      expect(data.payExplain).toBe('<p>Pay <b>now</b></p>');
      expect(data.payCompleteExplain).toBe(
        '<p><a target="_blank" rel="noopener noreferrer nofollow">bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>',
      );
      expect(await fileCount(before.payUrl)).toBe(0);
      const again = (await call('GET', '/customer/info/pay/info', admin)).json().data;
      expect(again).toEqual(data);
      const tooLong = await call('POST', '/customer/info/update/pay/info', admin, {
        payUrl: null,
        payExplain: 'x'.repeat(20_001),
        payCompleteExplain: '',
      });
      expect(tooLong.json().data.fields).toMatchObject({ payExplain: PKG_MSG.explain });
    });

    it('previews an explanation as the save would clean it, storing nothing', async () => {
      const res = await call('POST', '/customer/info/pay/preview', admin, {
        html: '<p>Hi<script>x</script></p>',
      });
      expect(res.json().data).toEqual({ html: '<p>Hi</p>' });
      expectError(
        await call('POST', '/customer/info/pay/preview', limited, { html: '' }),
        403,
        NO_PERMISSION,
      );
    });

    it('reads and updates the shop profile', async () => {
      const logo = await uploaded();
      const res = await call('PUT', '/shop', admin, {
        name: 'Demo Shop',
        logoUrl: logo,
        description: 'Hello',
        contact: 'hi@example.com',
      });
      expect(res.json().data).toMatchObject({
        name: 'Demo Shop',
        logoUrl: logo,
        description: 'Hello',
        contact: 'hi@example.com',
      });
      expect(res.json().data.publicPath).toMatch(/^\/s\//);
      const bad = await call('PUT', '/shop', admin, {
        name: '',
        logoUrl: null,
        description: '',
        contact: '',
      });
      expect(bad.json().data.fields).toMatchObject({ name: PKG_MSG.shopName });
    });
  });
});
