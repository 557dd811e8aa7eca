import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { setApiFeedback } from '../src/api/feedback';

/** A JSON answer with the status given (the body as written, envelope or not). */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiStub {
  /** The stubbed `fetch`, new for every test. */
  fetch: Mock;
  /** The error toasts the client showed in this test. */
  toasts: string[];
  /** How often the client asked the person to sign in again. */
  reloginAsked: number;
  /** Answers the pending "sign in again?" question. */
  relogin: (ok: boolean) => void;
}

/**
 * The API client's surroundings for every test of a file (call at the top level): `fetch` stubbed, toasts and
 * re-login questions recorded instead of shown. The client and the mutation kit tests share it, so both see the
 * client the same way.
 */
export function stubApi(): ApiStub {
  const stub: ApiStub = { fetch: vi.fn(), toasts: [], reloginAsked: 0, relogin: () => undefined };
  beforeEach(() => {
    stub.toasts.length = 0;
    stub.reloginAsked = 0;
    stub.fetch = vi.fn();
    vi.stubGlobal('fetch', stub.fetch);
    setApiFeedback({
      error: (text) => stub.toasts.push(text),
      confirmRelogin: () => {
        stub.reloginAsked += 1;
        return new Promise<boolean>((resolve) => (stub.relogin = resolve));
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return stub;
}
