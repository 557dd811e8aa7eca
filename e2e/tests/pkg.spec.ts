import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  apiSignIn,
  LIMITED,
  openPopup,
  OTHER,
  pickMenuItem,
  signIn,
  submitSignIn,
  trackCaptcha,
} from './support';

/** A tiny valid PNG (solid colour), built here so the test needs no fixture file. */
function png(rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const file = (name: string, buffer: Buffer, mimeType = 'image/png') => ({ name, mimeType, buffer });
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Opens an antd select in `scope` and picks the option with exactly `label`. */
async function pick(page: Page, testId: string, label: string) {
  await openPopup(page.getByTestId(testId));
  await pickMenuItem(page.locator('.ant-select-item-option', { hasText: new RegExp(`^${label}$`) }));
  await expect(page.getByTestId(testId)).toContainText(label);
}

async function uploadVia(page: Page, testId: string, payload: ReturnType<typeof file>) {
  const done = page.waitForResponse((r) => r.url().includes('/user/v1/files/upload'));
  await page.getByTestId(`${testId}-input`).setInputFiles(payload);
  expect((await done).ok()).toBe(true);
  await expect(page.getByTestId(`${testId}-preview`)).toBeVisible();
}

const api = (request: APIRequestContext, token: string) => ({
  get: (url: string) => request.get(`/api/user/v1${url}`, { headers: { 'x-authorization': token } }),
  post: (url: string, data: unknown) =>
    request.post(`/api/user/v1${url}`, { headers: { 'x-authorization': token }, data }),
  put: (url: string, data: unknown) =>
    request.put(`/api/user/v1${url}`, { headers: { 'x-authorization': token }, data }),
  delete: (url: string) => request.delete(`/api/user/v1${url}`, { headers: { 'x-authorization': token } }),
});

test.describe('pkg: My Site', () => {
  // Long journeys (several pages, uploads, a reload) on a shared machine: more than the default 45 s in all.
  test.describe.configure({ timeout: 120_000 });

  test('create a project with a cover and QR code, find it in its folder, open it by URL, copy its link, close it; the dashboard counts it', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const token = await apiSignIn(request, ADMIN);
    const before = (await (await api(request, token).get('/dashboard/summary')).json()).data
      .projects as number;

    await signIn(page);
    await page.goto('/pkg/project-list');
    // The area's code and first page arrive on a cold, shared machine: a longer first wait, not a sleep.
    await expect(page.getByTestId('projects-table').locator('tbody tr.ant-table-row').first()).toBeVisible({
      timeout: 30_000,
    });
    const title = uniqueTitle('E2E Site');
    await page.getByTestId('project-create').click();
    const form = page.getByTestId('project-form');
    await expect(form).toBeVisible();
    await page.getByTestId('project-title').fill(title);
    await pick(page, 'project-site-type', 'Mobile');
    await pick(page, 'project-folder', 'Cafés');
    await page.getByTestId('project-plate').fill('E2E-1');
    await uploadVia(page, 'project-cover', file('cover.png', png([104, 85, 236])));
    await uploadVia(page, 'project-qr', file('qr.png', png([20, 20, 20])));
    await page.getByTestId('project-save').click();

    // Saved: the project's page, titled with the project.
    await expect(page).toHaveURL(/\/pkg\/project\/\d+\?title=/);
    await expect(page.getByTestId('project-heading')).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByTestId('project-cover-image')).toBeVisible();
    await expect(page.getByTestId('project-qr-image')).toBeVisible();
    const id = /\/pkg\/project\/(\d+)/.exec(page.url())![1]!;

    // Copy the public link: "Copied" for 1500 ms, and the clipboard holds origin + /s/<shop>/<project>.
    const publicUrl = await page.getByTestId('project-public-url').inputValue();
    expect(publicUrl).toMatch(new RegExp(`^${new URL(page.url()).origin}/s/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+$`));
    await page.getByTestId('project-copy').click();
    await expect(page.getByTestId('project-copy')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    await expect(page.getByTestId('project-copy')).toHaveText('Copy link', { timeout: 3000 });

    // Opened by its address alone (a new load): the page, titled from the data.
    await page.goto(`/pkg/project/${id}`);
    await expect(page.getByTestId('project-heading')).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`/pkg/project/${id}\\?title=`));

    // Found in its folder.
    await page.goto('/pkg/pkg-list');
    await page.getByRole('tree', { name: 'Folders' }).locator('[data-folder="Cafés"]').click();
    await expect(page.getByTestId('folder-pane-title')).toHaveText('Projects in “Cafés”');
    await expect(page.getByTestId('folder-projects').getByRole('link', { name: title })).toBeVisible();

    // Closed from the list.
    await page.goto(`/pkg/project-list?keyword=${encodeURIComponent(title)}`);
    const row = page.getByTestId('projects-table').locator('tbody tr.ant-table-row', { hasText: title });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    // By keyboard: Delete and Close ask in a dialog that takes the focus, on Cancel; Tab stays in it; Escape gives
    // the focus back to the row's button.
    const ask = page.getByRole('dialog');
    const rowDelete = row.getByTestId('project-delete');
    await rowDelete.focus();
    await page.keyboard.press('Enter');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', { name: 'Delete' })).toBeFocused();
    // Past the last button the focus may pass through the browser's own bar, never the page, then Cancel again.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#root, .ant-modal-root')?.id)).not.toBe(
      'root',
    );
    if (await page.evaluate(() => document.activeElement === document.body)) await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(rowDelete).toBeFocused();
    const rowClose = row.getByTestId('project-close');
    await rowClose.focus();
    await page.keyboard.press('Enter');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(rowClose).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    const closed = page.waitForResponse((r) => /\/projects\/\d+\/close$/.test(r.url()) && r.ok());
    await page.keyboard.press('Enter');
    await closed;
    await expect(ask).toHaveCount(0);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'closed');

    // The same list as cards, kept after a reload; reopened from its card.
    await page.getByTestId('projects-view').getByText('Cards').click();
    const card = page.getByTestId('projects-cards').getByTestId('project-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'closed');
    await page.reload();
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('projects-table')).toHaveCount(0);
    const reopened = page.waitForResponse((r) => /\/projects\/\d+\/reopen$/.test(r.url()) && r.ok());
    await card.getByTestId('project-reopen').click();
    await reopened;
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'normal');
    await page.getByTestId('projects-view').getByText('Table').click();
    await expect(row).toHaveCount(1);
    await row.getByTestId('project-close').click();
    await ask.getByRole('button', { name: 'Close' }).click();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'closed');

    // The dashboard counts it, and its radar lists it.
    const charts = page.waitForResponse((r) => r.url().includes('/dashboard/charts') && r.ok());
    await page.goto('/dash');
    const radar = ((await (await charts).json()) as { data: { projects: { title: string }[] } }).data
      .projects;
    expect(radar.map((project) => project.title)).toContain(title);
    await expect(page.getByTestId('card-projects')).toHaveAttribute('data-value', String(before + 1));
  });

  test('a session the server ends while a project is typed: Save asks to sign in again, Cancel keeps the text, OK signs in again and comes back', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/pkg/project-list');
    await expect(page.getByTestId('projects-table').locator('tbody tr.ant-table-row').first()).toBeVisible({
      timeout: 30_000,
    });
    const title = uniqueTitle('E2E Unsaved');
    await page.getByTestId('project-create').click();
    await expect(page.getByTestId('project-form')).toBeVisible();
    await page.getByTestId('project-title').fill(title);
    await pick(page, 'project-site-type', 'Mobile');

    // The session ends on the server (signed out elsewhere, or expired) while the person types.
    const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
    const revoked = await page.request.delete('/api/api/v1/auth/logout', {
      headers: { 'X-Authorization': token, Appid: '18' },
    });
    expect(revoked.ok()).toBe(true);

    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user/v1/projects' && r.request().method() === 'POST',
    );
    await page.getByTestId('project-save').click();
    const response = await refused;
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ code: 2000 });
    const relogin = page.getByRole('dialog').filter({ hasText: 'Please log in again' });
    await expect(relogin).toBeVisible();
    await expect(relogin).toContainText('Tips');

    // Cancel: still on the form, with what was typed (it can be copied before signing in again).
    await relogin.getByRole('button', { name: 'Cancel' }).click();
    await expect(relogin).toBeHidden();
    await expect(page).toHaveURL(/\/pkg\/project-list$/);
    await expect(page.getByTestId('project-form')).toBeVisible();
    await expect(page.getByTestId('project-title')).toHaveValue(title);

    // A second Save asks again; OK goes to sign-in, which says why, with the way back.
    await page.getByTestId('project-save').click();
    await expect(relogin).toBeVisible();
    const answer = trackCaptcha(page);
    await relogin.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpkg%2Fproject-list$/);
    await expect(page.getByTestId('login-session-ended')).toHaveText(
      'Your session has ended. Please sign in again.',
    );
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    await submitSignIn(page, ADMIN.email, ADMIN.password, await answer());
    await expect(page).toHaveURL(/\/pkg\/project-list$/);
    await expect(page.getByTestId('projects-table')).toBeVisible();
  });

  test('payment information is saved, cleaned by the server and shown again after a reload', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/pkg/pay-message');
    const editor = page.getByTestId('pay-explain');
    // The editor is a chunk of its own (TipTap), downloaded with this page.
    await expect(editor).toBeVisible({ timeout: 30_000 });
    const text = `Pay within 24 hours ${Date.now().toString(36)}`;
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
    await expect(page.getByTestId('pay-explain-preview')).toContainText(text);
    await uploadVia(page, 'pay-qr', file('pay.png', png([0, 0, 0])));
    const saved = page.waitForResponse((r) => r.url().includes('/customer/info/update/pay/info'));
    await page.getByTestId('pay-save').click();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(page.getByTestId('pay-explain')).toContainText(text, { timeout: 30_000 });
    await expect(page.getByTestId('pay-explain-preview')).toContainText(text);
    await expect(page.getByTestId('pay-qr-preview')).toBeVisible();
  });

  test('a too-large file and a renamed non-image get the spec messages, in the browser and from the server', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto('/pkg/pay-message');
    await expect(page.getByTestId('pay-form')).toBeVisible({ timeout: 30_000 });
    await page
      .getByTestId('pay-qr-input')
      .setInputFiles(file('big.png', Buffer.concat([png([1, 1, 1]), Buffer.alloc(2 * 1024 * 1024)])));
    await expect(page.getByTestId('pay-qr-error')).toHaveText('The file size cannot exceed 2 MB');
    await page
      .getByTestId('pay-qr-input')
      .setInputFiles(file('photo.png', Buffer.from('<html>not an image</html>')));
    await expect(page.getByTestId('pay-qr-error')).toHaveText('Please upload the correct file format');

    // The server checks again (a client that skips the browser's checks).
    const token = await apiSignIn(request, ADMIN);
    const send = (buffer: Buffer, name: string) =>
      request.post('/api/user/v1/files/upload', {
        headers: { 'x-authorization': token },
        multipart: { file: { name, mimeType: 'image/png', buffer } },
      });
    const renamed = await send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png');
    expect(renamed.status()).toBe(415);
    expect((await renamed.json()).message).toBe('Please upload the correct file format');
    const big = await send(Buffer.concat([png([1, 1, 1]), Buffer.alloc(2 * 1024 * 1024)]), 'big.png');
    expect(big.status()).toBe(413);
    expect((await big.json()).message).toBe('The file size cannot exceed 2 MB');
    // An accepted image is served publicly, immutable, with its type and nosniff.
    const good = await send(png([9, 9, 9]), 'ok.png');
    const url = ((await good.json()) as { data: { url: string } }).data.url;
    const served = await request.get(url);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['cache-control']).toContain('immutable');
  });

  test('limited@example.com cannot change any of it; other@example.com cannot see or touch Demo Shop', async ({
    request,
  }) => {
    const admin = api(request, await apiSignIn(request, ADMIN));
    const demo = (await (await admin.get('/projects/list?sortField=title&sortOrder=ascend')).json()).data
      .list[0];
    const folder = (await (await admin.get('/folders/tree')).json()).data.folders[0];

    const limited = api(request, await apiSignIn(request, LIMITED));
    for (const res of [
      await limited.get('/projects/list'),
      await limited.post('/projects', {
        title: 'x',
        cover: null,
        num: 0,
        payUrl: null,
        plateNum: null,
        siteType: 'design',
        folderId: null,
      }),
      await limited.post(`/projects/${demo.id}/close`, {}),
      await limited.delete(`/projects/${demo.id}`),
      await limited.post('/folders', { title: 'x', parentId: null }),
      await limited.post('/customer/info/update/pay/info', {
        payUrl: null,
        payExplain: '',
        payCompleteExplain: '',
      }),
      await limited.put('/shop', { name: 'x', logoUrl: null, description: '', contact: '' }),
    ])
      expect(res.status()).toBe(403);

    const other = api(request, await apiSignIn(request, OTHER));
    const list = (await (await other.get('/projects/list?pageSize=100')).json()).data.list as {
      id: number;
    }[];
    expect(list.some((project) => project.id === demo.id)).toBe(false);
    expect((await other.get(`/projects/${demo.id}`)).status()).toBe(404);
    expect((await other.post(`/projects/${demo.id}/close`, {})).status()).toBe(404);
    expect(
      (await other.put(`/folders/${folder.id}`, { title: 'Mine', version: folder.version })).status(),
    ).toBe(404);
    const tree = (await (await other.get('/folders/tree')).json()).data.folders as { id: number }[];
    expect(tree.some((candidate) => candidate.id === folder.id)).toBe(false);
    // Demo Shop's image cannot be taken by Other Shop's records.
    const taken = await other.put('/shop', {
      name: 'Other Shop',
      logoUrl: demo.cover,
      description: '',
      contact: '',
    });
    expect(taken.status()).toBe(400);
  });
});
