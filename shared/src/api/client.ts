import ky, { TimeoutError } from 'ky';
import { i18n, translateServerMessage } from '../i18n/instance';
import { markSessionEnded } from '../session/session-ended';
import { clearToken, getToken } from '../session/token-store';
import { ApiError, RESULT_CODE, isEnvelope, type Envelope } from './errors';
import { getApiFeedback } from './feedback';
import { takeFirstAnswer } from '../shell/shell-list';

/** Spec section 7 and 9 constants. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 50_000;
export const APP_ID = '18';
/** The headers that carry the session (spec section 7); the host's boot script sends them too. */
export const TOKEN_HEADER = 'X-Authorization';
export const APP_ID_HEADER = 'Appid';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  json?: unknown;
  /** A multipart body (an upload); sent as is, with the browser's boundary. Not with `json`. */
  form?: FormData;
  /** blob and arraybuffer responses pass through without the envelope. */
  responseType?: 'json' | 'blob' | 'arraybuffer';
  /**
   * No toast: the caller shows the error itself (forms, list loads, badges). A dead session is still the client's:
   * it asks as for any call (the re-login dialog, see `answer`), and the error is marked reported.
   */
  silent?: boolean;
  /**
   * The request checks the session itself (the signed-in user): when the server answers it with a failure, the
   * session is over and the client ends it, whatever the code. A request the server never answered (`unanswered`)
   * says nothing about the session.
   */
  sessionCheck?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Replaced in unit tests; a reload is how the spec ends a dead session. */
export const browser = {
  reload: (): void => window.location.reload(),
};

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'common', ...options });

const http = ky.create({
  timeout: API_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) {
          request.headers.set(TOKEN_HEADER, token);
          request.headers.set(APP_ID_HEADER, APP_ID);
        }
        // The first page's list, asked by the boot script before any of this code ran (shell/shell-list.ts):
        // answered with that answer once, not asked twice.
        if (request.method === 'GET') return takeFirstAnswer(request.url, API_TIMEOUT_MS);
      },
    ],
  },
});

/**
 * Failures where the API never answered (no response, or the gateway's 502-504 for an API that is down): they say
 * nothing about the session, so a caller may ask again.
 */
export function unanswered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (['network', 'timeout', 'aborted'].includes(error.kind) ||
      (error.status !== undefined && error.status >= 502 && error.status <= 504))
  );
}

/**
 * The one place that ends a dead session (no page, form or loader decides it): the token the dead request carried
 * is dropped, and the route guard, which follows the token, sends the person to sign-in. A token that changed
 * meanwhile (signed out, or in as someone else) is not that request's to end. `byServer`: the server said the
 * session is over (the token-invalid code), and the sign-in page says so (session/session-ended.ts).
 */
export function endSession(sentToken: string, byServer = false): void {
  if (!sentToken || getToken() !== sentToken) return;
  if (byServer) markSessionEnded();
  clearToken();
}

let reloginOpen = false;
/** The dead token the person chose to keep (Cancel on the dialog): reads carrying it no longer ask. */
let keptToken = '';

/**
 * Spec section 8's 'Please log in again': one dialog however many calls fail with the token-invalid code at once.
 * OK ends the session (the sign-in page then says why) and reloads: sign-in, with the redirect back to this page.
 * Cancel keeps the page and all that is typed on it; the token stays, though dead.
 */
function promptRelogin(sentToken: string): void {
  if (reloginOpen) return;
  reloginOpen = true;
  void getApiFeedback()
    .confirmRelogin()
    .then((ok) => {
      if (ok) {
        endSession(sentToken, true);
        browser.reload();
      } else {
        keptToken = sentToken;
      }
    })
    .finally(() => {
      reloginOpen = false;
    });
}

function transportError(error: unknown): ApiError {
  if (error instanceof TimeoutError) return new ApiError('timeout', t('request.timeout'));
  if (error instanceof Error && error.name === 'AbortError')
    return new ApiError('aborted', t('request.aborted'));
  return new ApiError('network', t('request.networkError'));
}

/**
 * The body as JSON, or undefined when it is not JSON. A body that could not be read at all (the connection cut
 * mid-answer, or the page navigating away) throws a transport error: the server's answer never arrived, which
 * callers must not take for the server's word (the session loader asks again instead of ending the session).
 */
async function readJson(response: Response, silent: boolean): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw fail(transportError(error), silent);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fieldErrors(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || !('fields' in data)) return {};
  const fields = (data as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(fields)) {
    if (typeof text === 'string') out[name] = translateServerMessage(text) ?? text;
  }
  return out;
}

/**
 * Spec section 8: a server message the console knows is shown translated, any other one as 'Error message:' plus
 * the message, and no message at all as 'System Error'. The same for a 200 with a failure code and for an HTTP
 * error status with an envelope: the person cannot tell the two apart, so they read the same.
 */
function messageText(message: string): string {
  if (!message) return t('request.systemError');
  return translateServerMessage(message) ?? t('request.errorPrefix', { message });
}

/**
 * An HTTP error status without an envelope (a proxy's answer, or a server that crashed before answering). A
 * server failure (5xx) is 'System Error', the spec's text for an error with no message; a 4xx keeps the transport
 * text 'request failed with status code N', which tells a support person which request the console got wrong.
 */
function bareStatusText(status: number): string {
  return status >= 500 ? t('request.systemError') : t('request.status', { status });
}

function fail(error: ApiError, silent: boolean): ApiError {
  if (!silent && error.kind !== 'aborted' && error.kind !== 'token') {
    getApiFeedback().error(error.message);
    error.reported = true;
  }
  return error;
}

function joinUrl(path: string, params: QueryParams | undefined): string {
  const url = `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/** Which GET answered a data object (the object the caller got): the host's snapshot stores that address. */
const answeredBy = new WeakMap<object, string>();

/** The address of the GET whose answer `data` is (as sent: `/api/...?...`), if this client read it. */
export function requestUrlOf(data: object): string | undefined {
  return answeredBy.get(data);
}

let quietDepth = 0;

/**
 * Runs `start`; the requests it starts report their failures to the caller only, with no toast: for a view that
 * shows its own error, such as a list's error state with Retry (a toast on top said the same thing twice). Only
 * requests started synchronously inside `start` are quiet (the client reads its options before its first await).
 */
export function quietly<T>(start: () => T): T {
  quietDepth += 1;
  try {
    return start();
  } finally {
    quietDepth -= 1;
  }
}

/**
 * The console's one HTTP path (spec sections 7 and 8): token headers in, envelope unwrapped out, every failure
 * turned into an ApiError and surfaced once.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    params,
    json,
    form,
    responseType = 'json',
    silent = quietDepth > 0,
    sessionCheck = false,
    headers,
    signal,
  } = options;
  const sentToken = getToken();
  const url = joinUrl(path, params);
  let response: Response;
  try {
    response = await http(url, {
      method,
      ...(form ? { body: form } : { json }),
      ...(headers ? { headers } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw fail(transportError(error), silent);
  }

  if (response.ok && responseType !== 'json') {
    try {
      return (responseType === 'blob' ? await response.blob() : await response.arrayBuffer()) as T;
    } catch (error) {
      // The server ended the body with an error (a download failing mid-stream), or the user aborted.
      const cause = transportError(error);
      throw fail(
        cause.kind === 'network' ? new ApiError('network', t('request.interrupted')) : cause,
        silent,
      );
    }
  }

  const body = await readJson(response, silent);
  try {
    const data = answer<T>(body, response, { silent, sentToken, read: method === 'GET', sessionCheck });
    if (method === 'GET' && typeof data === 'object' && data !== null) answeredBy.set(data, url);
    return data;
  } catch (error) {
    if (sessionCheck && error instanceof ApiError && !unanswered(error)) endSession(sentToken);
    throw error;
  }
}

interface Sent {
  silent: boolean;
  sentToken: string;
  /** A GET: it changes nothing, so nothing the person typed rides on it. */
  read: boolean;
  sessionCheck: boolean;
}

/** What the server's answer means: its data, or the ApiError it is, surfaced once (a dead session handled here). */
function answer<T>(body: unknown, response: Response, sent: Sent): T {
  const { silent, sentToken } = sent;
  const status = response.status;
  // A refusal the server explains: its message, code and field errors.
  const refused = (kind: 'business' | 'http', envelope: Envelope<unknown>) =>
    fail(
      new ApiError(kind, messageText(envelope.message), {
        code: envelope.code,
        status,
        fields: fieldErrors(envelope.data),
      }),
      silent,
    );

  if (response.ok) {
    if (isEnvelope(body) && body.code === RESULT_CODE.SUCCESS) return (body as Envelope<T>).data;
    if (isEnvelope(body)) throw refused('business', body);
    throw fail(new ApiError('http', t('request.systemError'), { status }), silent);
  }

  if (isEnvelope(body) && body.code === RESULT_CODE.TOKEN_INVALID) {
    // The one place that decides what a dead session does (no page, form or data hook decides it). Nothing ends it
    // behind the person's back: a page may hold typed work (a form's save, or a silent background read, a menu
    // badge's poll or a list's reload, under an open form), so every call asks first (spec section 8's dialog),
    // silent or not, and its caller only learns the call failed (reported: the form keeps its values and says
    // nothing). Except:
    // - the session's own check (`sessionCheck`: the signed-in user, read before any page shows) ends it at once;
    // - after Cancel, a read carrying the kept token fails without asking again (a poll would re-open the dialog
    //   every few seconds); a write asks again, as it may lose what is typed;
    // - an answer for a token no longer in use (signed out, or in as someone else meanwhile), or for a call sent
    //   without one, has no session to end.
    // Ending a session for the server's reason (here, or OK on the dialog) tells the sign-in page to say why.
    if (sent.sessionCheck) endSession(sentToken, true);
    else if (sentToken && sentToken === getToken() && !(sent.read && sentToken === keptToken))
      promptRelogin(sentToken);
    const text = translateServerMessage(body.message) ?? body.message;
    const error = new ApiError('token', text, { code: body.code, status });
    error.reported = true;
    throw error;
  }
  if (isEnvelope(body)) throw refused('http', body);
  throw fail(new ApiError('http', bareStatusText(status), { status }), silent);
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'json' | 'params'>;

/** Verb helpers over `request`. */
export const api = {
  get: <T>(path: string, params?: QueryParams, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'GET', ...(params ? { params } : {}) }),
  post: <T>(path: string, json?: unknown, options?: BodylessOptions & { params?: QueryParams }) =>
    request<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json?: unknown, options?: BodylessOptions & { params?: QueryParams }) =>
    request<T>(path, { ...options, method: 'PUT', json }),
  patch: <T>(path: string, json?: unknown, options?: BodylessOptions & { params?: QueryParams }) =>
    request<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T>(path: string, options?: BodylessOptions & { params?: QueryParams }) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  /** POSTs a multipart form (file uploads): the server's own upload path, with its own size limit. */
  upload: <T>(path: string, form: FormData, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'POST', form }),
};
