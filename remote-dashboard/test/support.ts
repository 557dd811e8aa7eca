import { vi } from 'vitest';

export const envelope = (data: unknown, status = 200, code = 0, message = 'ok') =>
  new Response(JSON.stringify({ code, data, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface Call {
  path: string;
  params: URLSearchParams;
}

/** Stubs fetch with a router by path (without /api); every call is recorded. */
export function stubApi(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const call = { path: url.pathname.replace(/^\/api/, ''), params: url.searchParams };
    calls.push(call);
    const handler = routes[call.path];
    return handler ? handler(call) : envelope(null, 404, -1, 'Not Found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const ADMIN = {
  id: '1',
  customerId: '1',
  customerName: 'Demo Shop',
  email: 'admin@example.com',
  name: 'Ada',
  lastName: 'Admin',
  roles: ['ADMIN'],
  perms: ['dashboard:view'],
};
