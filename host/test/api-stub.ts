import { vi } from 'vitest';

/** One recorded API call. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown) => json(200, { code: 0, data, message: 'ok' });
export const fail = (status: number, message: string, fields?: Record<string, string>) =>
  json(status, { code: -1, data: fields ? { fields } : null, message });

/** Replaces fetch (under the shared ky client) with `handler`; returns the calls as they happen. */
export function stubApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.clone().text();
      const call: ApiCall = {
        method: input.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}
