import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../src/platform/public-url.js';

/** The origin a request to an app with these settings gets for its mail links. */
async function originFor(
  publicUrl: string | undefined,
  headers: Record<string, string>,
  trustProxy: boolean | string[] = false,
) {
  const app = Fastify({ trustProxy });
  app.get('/origin', async (request) => publicOrigin({ publicUrl }, request));
  try {
    const res = await app.inject({ method: 'GET', url: '/origin', headers });
    return res.body;
  } finally {
    await app.close();
  }
}

describe('publicOrigin (the start of a link in a mail)', () => {
  it("is the console's public address when one is set, whatever the request's Host", async () => {
    expect(await originFor('https://shop.example.com', { host: 'api.internal:8090' })).toBe(
      'https://shop.example.com',
    );
  });

  it('is the address the request came to otherwise', async () => {
    expect(await originFor(undefined, { host: 'localhost:8080' })).toBe('http://localhost:8080');
  });

  it("takes the protocol from a trusted proxy's X-Forwarded-Proto, and only from a trusted one", async () => {
    const forwarded = { host: 'shop.example.com', 'x-forwarded-proto': 'https' };
    expect(await originFor(undefined, forwarded, ['127.0.0.1'])).toBe('https://shop.example.com');
    expect(await originFor(undefined, forwarded)).toBe('http://shop.example.com');
  });
});
