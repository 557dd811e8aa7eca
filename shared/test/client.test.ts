import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, browser, quietly, request, requestUrlOf } from '../src/api/client';
import { FIRST_ANSWER_GLOBAL } from '../src/shell/shell-list';
import { ApiError } from '../src/api/errors';
import { addServerMessages, i18n, setLanguage, translateServerMessage } from '../src/i18n/instance';
import { SESSION_ENDED_STORAGE_KEY } from '../src/session/session-ended';
import { clearToken, getToken, setToken } from '../src/session/token-store';
import { json, stubApi } from './api-stub';

const stub = stubApi();
const { toasts } = stub;

beforeEach(() => {
  clearToken();
  sessionStorage.clear();
  setLanguage('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A 200 answer whose connection breaks after `start` of its body has arrived. */
const cutOff = (start: string, contentType: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(start));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200, headers: { 'Content-Type': contentType } },
  );

const lastRequest = (): Request => stub.fetch.mock.calls.at(-1)?.[0] as Request;

describe("API client: the boot script's first answer", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[FIRST_ANSWER_GLOBAL];
  });

  it('answers the one GET of that address with it, once, and records which GET answered', async () => {
    const url = '/api/user/v1/carts/list?pageNum=1&pageSize=20';
    (window as unknown as Record<string, unknown>)[FIRST_ANSWER_GLOBAL] = [
      {
        url,
        answer: Promise.resolve({
          status: 200,
          text: JSON.stringify({ code: 0, message: '', data: { list: [1], total: 1 } }),
        }),
      },
    ];
    stub.fetch.mockImplementation(async () =>
      json(200, { code: 0, data: { list: [2], total: 1 }, message: 'ok' }),
    );
    // Another address is asked of the server.
    await expect(api.get('/user/v1/carts/list', { pageNum: 2, pageSize: 20 })).resolves.toMatchObject({
      list: [2],
    });
    expect(stub.fetch).toHaveBeenCalledTimes(1);
    const page = await api.get<object>('/user/v1/carts/list', { pageNum: 1, pageSize: 20 });
    expect(page).toEqual({ list: [1], total: 1 });
    expect(stub.fetch).toHaveBeenCalledTimes(1);
    expect(requestUrlOf(page)).toBe(url);
    // Taken once: the same address again is the server's.
    await expect(api.get('/user/v1/carts/list', { pageNum: 1, pageSize: 20 })).resolves.toMatchObject({
      list: [2],
    });
    expect(stub.fetch).toHaveBeenCalledTimes(2);
  });

  it("answers each of a page's GETs with its own answer (the dashboard asks two)", async () => {
    const answer = (data: object) =>
      Promise.resolve({ status: 200, text: JSON.stringify({ code: 0, message: '', data }) });
    (window as unknown as Record<string, unknown>)[FIRST_ANSWER_GLOBAL] = [
      { url: '/api/user/v1/dashboard/summary', answer: answer({ customers: 4 }) },
      { url: '/api/user/v1/dashboard/charts?days=7', answer: answer({ daily: [] }) },
    ];
    stub.fetch.mockResolvedValue(json(200, { code: 0, data: { server: true }, message: 'ok' }));
    const [charts, summary] = await Promise.all([
      api.get<object>('/user/v1/dashboard/charts', { days: 7 }),
      api.get<object>('/user/v1/dashboard/summary'),
    ]);
    expect(summary).toEqual({ customers: 4 });
    expect(charts).toEqual({ daily: [] });
    expect(stub.fetch).not.toHaveBeenCalled();
    expect(requestUrlOf(charts)).toBe('/api/user/v1/dashboard/charts?days=7');
    // Another period is not one of them.
    await expect(api.get('/user/v1/dashboard/charts', { days: 30 })).resolves.toEqual({ server: true });
  });

  it('asks the server itself when the boot script could not get it', async () => {
    const url = '/api/user/v1/carts/list';
    (window as unknown as Record<string, unknown>)[FIRST_ANSWER_GLOBAL] = [
      { url, answer: Promise.resolve(null) },
    ];
    stub.fetch.mockResolvedValue(json(200, { code: 0, data: { list: [3], total: 1 }, message: 'ok' }));
    await expect(api.get('/user/v1/carts/list')).resolves.toMatchObject({ list: [3] });
    expect(stub.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('API client: requests', () => {
  it('calls the /api base, sends no auth headers without a token', async () => {
    stub.fetch.mockResolvedValue(json(200, { code: 0, data: { a: 1 }, message: 'ok' }));
    await expect(api.get('/user/v1/customer/info/get')).resolves.toEqual({ a: 1 });
    const sent = lastRequest();
    expect(new URL(sent.url).pathname).toBe('/api/user/v1/customer/info/get');
    expect(sent.headers.get('X-Authorization')).toBeNull();
    expect(sent.headers.get('Appid')).toBeNull();
  });

  it('sends X-Authorization and Appid 18 when a token is stored', async () => {
    setToken('tok-123');
    expect(localStorage.getItem('accessToken')).toBe('tok-123');
    stub.fetch.mockResolvedValue(json(200, { code: 0, data: null, message: 'ok' }));
    await api.delete('/api/v1/auth/logout');
    expect(lastRequest().method).toBe('DELETE');
    expect(lastRequest().headers.get('X-Authorization')).toBe('tok-123');
    expect(lastRequest().headers.get('Appid')).toBe('18');
  });

  it('sends JSON bodies and drops empty query params', async () => {
    const bodies: string[] = [];
    stub.fetch.mockImplementation(async (input: Request) => {
      bodies.push(await input.text());
      return json(200, { code: 0, data: 1, message: 'ok' });
    });
    await api.get('/x', { pageNum: 1, q: '', none: undefined });
    expect(new URL(lastRequest().url).search).toBe('?pageNum=1');
    await api.post('/y', { email: 'a@b.c' });
    expect(lastRequest().headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(bodies.at(-1) ?? '')).toEqual({ email: 'a@b.c' });
  });

  it('uploads a multipart form with the token headers and unwraps the envelope', async () => {
    setToken('tok-up');
    let sent = '';
    stub.fetch.mockImplementation(async (input: Request) => {
      sent = await input.text();
      return json(200, { code: 0, data: { url: '/api/open/files/x.png' }, message: 'ok' });
    });
    const form = new FormData();
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'a.png');
    await expect(api.upload('/user/v1/files/upload', form)).resolves.toEqual({
      url: '/api/open/files/x.png',
    });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers.get('Content-Type')).toContain('multipart/form-data; boundary=');
    expect(lastRequest().headers.get('X-Authorization')).toBe('tok-up');
    expect(sent).toContain('PNGDATA');
  });

  it('passes blob and arraybuffer responses through without the envelope', async () => {
    stub.fetch.mockResolvedValue(
      new Response('a,b\n1,2', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    const blob = await request<Blob>('/export', { responseType: 'blob' });
    expect(await blob.text()).toBe('a,b\n1,2');
    stub.fetch.mockResolvedValue(new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    const buffer = await request<ArrayBuffer>('/bin', { responseType: 'arraybuffer' });
    expect(new Uint8Array(buffer)).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('API client: errors (spec section 8)', () => {
  it('a non-zero code with a known message toasts the translation and rejects', async () => {
    stub.fetch.mockResolvedValue(json(200, { code: -1, data: null, message: 'Please enter Email' }));
    setLanguage('zh');
    const error = await api.post('/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('请输入邮箱');
    expect(toasts).toEqual(['请输入邮箱']);
  });

  it('a non-zero code with an unknown message toasts "Error message:" plus the message', async () => {
    stub.fetch.mockResolvedValue(json(200, { code: -1, data: null, message: 'Shelf is full' }));
    await expect(api.get('/x')).rejects.toThrow('Error message: Shelf is full');
    expect(toasts).toEqual(['Error message: Shelf is full']);
  });

  it('requests started inside quietly() reject without a toast; the ones after it toast again', async () => {
    stub.fetch.mockImplementation(() =>
      Promise.resolve(json(403, { code: 500, data: null, message: 'Shelf is full' })),
    );
    await expect(quietly(() => api.get('/x'))).rejects.toThrow('Error message: Shelf is full');
    expect(toasts).toEqual([]);
    await expect(api.get('/x')).rejects.toThrow('Error message: Shelf is full');
    expect(toasts).toEqual(['Error message: Shelf is full']);
  });

  it('an HTTP error with the token-invalid code opens one re-login dialog; OK clears the token and reloads', async () => {
    setToken('stale');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    stub.fetch.mockImplementation(async () =>
      json(401, { code: 2000, data: null, message: 'Token is invalid or expired' }),
    );
    const [first, second] = await Promise.all([
      api.get('/a').catch((caught: unknown) => caught),
      api.get('/b').catch((caught: unknown) => caught),
    ]);
    expect((first as ApiError).kind).toBe('token');
    expect((second as ApiError).code).toBe(2000);
    expect(stub.reloginAsked).toBe(1);
    expect(toasts).toEqual([]);
    stub.relogin(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('');
  });

  it('Cancel on the re-login dialog keeps the token', async () => {
    setToken('stale');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    stub.fetch.mockResolvedValue(json(401, { code: 2000, data: null, message: 'x' }));
    await api.get('/a').catch(() => undefined);
    stub.relogin(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('stale');
  });

  it('other HTTP errors show the message, or System Error without one, and carry field errors', async () => {
    stub.fetch.mockResolvedValueOnce(
      json(400, {
        code: -1,
        data: { fields: { password: 'The password can not be less than 6 digits' } },
        message: 'The password can not be less than 6 digits',
      }),
    );
    const error = (await api.post('/x', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ password: 'The password can not be less than 6 digits' });
    stub.fetch.mockResolvedValueOnce(json(500, { code: -1, data: null, message: '' }));
    await expect(api.get('/y')).rejects.toThrow('System Error');
    expect(toasts).toEqual(['The password can not be less than 6 digits', 'System Error']);
  });

  it('an HTTP error status with an unknown message shows it after "Error message:", a known one translated', async () => {
    stub.fetch.mockResolvedValueOnce(json(409, { code: -1, data: null, message: 'Shelf is full' }));
    const unknown = (await api.get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(unknown).toMatchObject({ kind: 'http', status: 409, message: 'Error message: Shelf is full' });
    setLanguage('zh');
    stub.fetch.mockResolvedValueOnce(json(400, { code: -1, data: null, message: 'Please enter Email' }));
    await expect(api.get('/y')).rejects.toThrow('请输入邮箱');
    stub.fetch.mockResolvedValueOnce(json(422, { code: -1, data: null, message: 'Shelf is full' }));
    await expect(api.get('/z')).rejects.toThrow('错误信息：Shelf is full');
    expect(toasts).toEqual(['Error message: Shelf is full', '请输入邮箱', '错误信息：Shelf is full']);
  });

  it("a part's server messages, once added, translate its refusals: the toast, a field, and a message with values", async () => {
    addServerMessages({
      en: { 'qty must be 1 to 9': 'Enter 1 to 9 pieces' },
      zh: {
        'qty must be 1 to 9': '数量须为 1 到 9',
        'Unknown shelf {shelf} in {room}': '{room} 中没有货架 {shelf}',
      },
    });
    stub.fetch.mockResolvedValueOnce(
      json(400, { code: -1, data: { fields: { qty: 'qty must be 1 to 9' } }, message: 'qty must be 1 to 9' }),
    );
    const english = (await api.post('/x', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(english.message).toBe('Enter 1 to 9 pieces');
    expect(english.fields).toEqual({ qty: 'Enter 1 to 9 pieces' });
    setLanguage('zh');
    stub.fetch.mockResolvedValueOnce(
      json(400, { code: -1, data: { fields: { qty: 'qty must be 1 to 9' } }, message: 'qty must be 1 to 9' }),
    );
    const chinese = (await api.post('/x', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(chinese.fields).toEqual({ qty: '数量须为 1 到 9' });
    stub.fetch.mockResolvedValueOnce(
      json(409, { code: -1, data: null, message: 'Unknown shelf B.2 in Hall (east)' }),
    );
    await expect(api.get('/y')).rejects.toThrow('Hall (east) 中没有货架 B.2');
    // The whole message must match: one inside a longer text is not this message.
    expect(translateServerMessage('Note: Unknown shelf B.2 in Hall')).toBeUndefined();
    expect(translateServerMessage('constructor')).toBeUndefined();
    // A key the console already knows is not replaced by a part's table.
    addServerMessages({ en: {}, zh: { 'Please enter Email': '别的' } });
    expect(translateServerMessage('Please enter Email')).toBe('请输入邮箱');
  });

  it('a bare HTTP 500 (no envelope, empty or not JSON) says System Error, in both languages', async () => {
    stub.fetch.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'http', status: 500, message: 'System Error' });
    stub.fetch.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toThrow('System Error');
    setLanguage('zh');
    stub.fetch.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(api.get('/x')).rejects.toThrow(i18n.t('request.systemError', { ns: 'common' }));
    expect(i18n.t('request.systemError', { ns: 'common' })).not.toBe('System Error');
    expect(toasts).toHaveLength(3);
  });

  it('a bare HTTP 4xx says request failed with status code', async () => {
    stub.fetch.mockResolvedValue(new Response('<html>not found</html>', { status: 404 }));
    await expect(api.get('/x')).rejects.toThrow('request failed with status code 404');
    expect(toasts).toEqual(['request failed with status code 404']);
  });

  it('transport failures say Network Error, timeout exceeded or request aborted', async () => {
    stub.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });

    const controller = new AbortController();
    stub.fetch.mockImplementationOnce(
      // Like fetch: rejects at once for an already-aborted signal, else when the signal aborts.
      (input: Request) =>
        new Promise((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (input.signal.aborted) abort();
          else input.signal.addEventListener('abort', abort);
        }),
    );
    const pending = api.get('/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', message: 'request aborted' });
    // Aborts are deliberate: no toast for them.
    expect(toasts).toEqual(['Network Error']);
  });

  it('a JSON answer cut off before its body arrived is a transport failure, not the server saying no', async () => {
    stub.fetch.mockResolvedValue(cutOff('{"code":0,"da', 'application/json'));
    await expect(api.get('/user/v1/customer/info/get', undefined, { silent: true })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('a download the server ends with an error rejects with a message the UI shows', async () => {
    stub.fetch.mockResolvedValue(cutOff('orderNo,consumer\r\n', 'text/csv'));
    await expect(request<Blob>('/export', { responseType: 'blob' })).rejects.toMatchObject({
      kind: 'network',
      message: 'The download was interrupted, please try again',
    });
    expect(toasts).toEqual(['The download was interrupted, please try again']);
  });

  it('silent calls reject without a toast', async () => {
    stub.fetch.mockResolvedValue(json(403, { code: -1, data: null, message: 'x' }));
    await expect(api.get('/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    stub.fetch.mockResolvedValue(json(200, { code: -1, data: null, message: 'nope' }));
    await expect(api.get('/x', undefined, { silent: true })).rejects.toThrow('Error message: nope');
    expect(toasts).toEqual([]);
    expect(stub.reloginAsked).toBe(0);
  });

  it('a dead session answered after someone else signed in here is not theirs to end', async () => {
    setToken('dead');
    stub.fetch.mockImplementation(async () => {
      setToken('fresh'); // a new sign-in while the old request was on its way
      return json(401, { code: 2000, data: null, message: 'x' });
    });
    await expect(api.get('/x', undefined, { silent: true })).rejects.toMatchObject({ kind: 'token' });
    setToken('dead');
    await expect(api.post('/x', {}, { silent: true })).rejects.toMatchObject({ kind: 'token' });
    expect(getToken()).toBe('fresh');
    expect(stub.reloginAsked).toBe(0);
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
  });

  it('marks the errors it has shown (reported), so a form does not show them twice', async () => {
    stub.fetch.mockResolvedValue(json(500, { code: -1, data: null, message: 'Database down' }));
    await expect(api.get('/x')).rejects.toMatchObject({ reported: true });
    await expect(api.get('/x', undefined, { silent: true })).rejects.toMatchObject({ reported: false });
    expect(toasts).toEqual(['Error message: Database down']);
  });

  it("ends the session when the session's own check is refused, whatever the code, but not when unanswered", async () => {
    setToken('tok');
    stub.fetch.mockResolvedValue(json(502, { code: -1, data: null, message: 'Bad gateway' }));
    await expect(api.get('/me', undefined, { silent: true, sessionCheck: true })).rejects.toMatchObject({
      status: 502,
    });
    stub.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/me', undefined, { silent: true, sessionCheck: true })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(getToken()).toBe('tok');

    // A fresh answer per call (a body can be read once).
    stub.fetch.mockImplementation(async () => json(403, { code: -1, data: null, message: 'No access' }));
    await expect(api.get('/other', undefined, { silent: true })).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('tok');
    await expect(api.get('/me', undefined, { silent: true, sessionCheck: true })).rejects.toMatchObject({
      status: 403,
    });
    expect(getToken()).toBe('');
  });

  it('uses a 50 s timeout', async () => {
    vi.useFakeTimers();
    try {
      stub.fetch.mockImplementation(
        (input: Request) =>
          new Promise((_resolve, reject) =>
            input.signal.addEventListener('abort', () => reject(input.signal.reason as Error)),
          ),
      );
      const pending = api.get('/slow').catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(49_000);
      expect(toasts).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await pending).toMatchObject({ kind: 'timeout', message: 'timeout exceeded' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('i18n instance', () => {
  it('defaults to English and falls back to it', () => {
    setLanguage('en');
    expect(i18n.t('request.relogin', { ns: 'common' })).toBe('Please log in again');
    setLanguage('zh');
    expect(i18n.t('request.relogin', { ns: 'common' })).toBe('请重新登录');
    expect(localStorage.getItem('language')).toBe('zh');
  });
});

describe('API client: a dead session never ends behind the person (spec section 8)', () => {
  const dead = () => json(401, { code: 2000, data: null, message: 'Token is invalid or expired' });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** A token of its own per test: the client remembers the dead token a Cancel kept. */
  let token = '';
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    token = `dead-${Math.random().toString(36).slice(2)}`;
    setToken(token);
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    stub.fetch.mockImplementation(async () => dead());
  });

  it('a silent write (a form save) asks once, and keeps the token until OK', async () => {
    const error = await api.post('/user/v1/projects', { title: 'typed' }, { silent: true }).catch((e) => e);
    expect(error).toMatchObject({ kind: 'token', code: 2000, reported: true });
    expect(stub.reloginAsked).toBe(1);
    expect(toasts).toEqual([]);
    expect(getToken()).toBe(token);
    expect(reload).not.toHaveBeenCalled();
    stub.relogin(false);
    await settle();
  });

  it('Cancel keeps the token and the page, and says nothing to the sign-in page', async () => {
    await api.put('/user/v1/projects/1', { title: 'typed' }, { silent: true }).catch(() => undefined);
    stub.relogin(false);
    await settle();
    expect(getToken()).toBe(token);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
  });

  it('OK ends the session, reloads, and tells the sign-in page why', async () => {
    await api.delete('/user/v1/projects/1', { silent: true }).catch(() => undefined);
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
    stub.relogin(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('');
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).not.toBeNull();
  });

  it('one dialog however many writes and reads fail at once', async () => {
    await Promise.all([
      api.post('/a', {}, { silent: true }).catch(() => undefined),
      api.patch('/b', {}).catch(() => undefined),
      api.get('/c', undefined, { silent: true }).catch(() => undefined),
    ]);
    expect(stub.reloginAsked).toBe(1);
    stub.relogin(false);
    await settle();
  });

  it('a silent read (a list load, a badge poll) asks too, and does not end the session on its own', async () => {
    await expect(quietly(() => api.get('/user/v1/projects'))).rejects.toMatchObject({ kind: 'token' });
    expect(stub.reloginAsked).toBe(1);
    expect(getToken()).toBe(token);
    stub.relogin(false);
    await settle();
  });

  it('after Cancel, reads fail without asking again; a write asks again', async () => {
    await api.get('/badge', undefined, { silent: true }).catch(() => undefined);
    stub.relogin(false);
    await settle();
    for (let poll = 0; poll < 3; poll++) {
      await expect(api.get('/badge', undefined, { silent: true })).rejects.toMatchObject({ kind: 'token' });
      await expect(api.get('/pulse')).rejects.toMatchObject({ kind: 'token', reported: true });
    }
    expect(stub.reloginAsked).toBe(1);
    expect(toasts).toEqual([]);
    expect(getToken()).toBe(token);

    await api.post('/user/v1/projects', { title: 'typed' }, { silent: true }).catch(() => undefined);
    expect(stub.reloginAsked).toBe(2);
    stub.relogin(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('');
  });

  it("the session's own check ends it at once, and the sign-in page says why", async () => {
    await expect(
      api.get('/user/v1/customer/info/get', undefined, { silent: true, sessionCheck: true }),
    ).rejects.toMatchObject({ kind: 'token' });
    expect(getToken()).toBe('');
    expect(stub.reloginAsked).toBe(0);
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).not.toBeNull();
  });

  it('the sign-in page hears only of a session the server ended', async () => {
    // The session check failing for another reason ends the session, but the server did not say it was over.
    stub.fetch.mockImplementation(async () => json(500, { code: -1, data: null, message: 'Database down' }));
    await expect(
      api.get('/user/v1/customer/info/get', undefined, { silent: true, sessionCheck: true }),
    ).rejects.toMatchObject({ kind: 'http' });
    expect(getToken()).toBe('');
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
    // A sign-out of one's own: the token goes, nothing is said.
    setToken(token);
    stub.fetch.mockImplementation(async () => json(200, { code: 0, data: null, message: 'ok' }));
    await api.delete('/api/v1/auth/logout', { silent: true });
    clearToken();
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
  });
});
