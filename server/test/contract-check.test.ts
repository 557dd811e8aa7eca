import { Envelope, Nullable, StringEnum } from '@console/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { ok } from '../src/platform/envelope.js';
import { AppError } from '../src/platform/errors.js';
import { loadConfig } from '../src/platform/config.js';
import { ContractCheck } from './contract-check.js';
import { TEST_DEFAULTS, useTestEnv } from './helpers.js';

// The check every server test runs (helpers.ts) must fail on what a validating client refuses. PGlite only: the
// check reads answers, not the database.
describe('the contract check of test answers', () => {
  const env = useTestEnv('pglite');
  const check = new ContractCheck();
  let app: FastifyInstance;
  let answer: unknown = 'a';

  beforeAll(async () => {
    app = await buildApp({ db: env.db, config: loadConfig({ ...TEST_DEFAULTS }) });
    const open = { config: { public: true } } as const;
    app.get(
      '/api/probe/status',
      { ...open, schema: { response: { 200: Envelope(Nullable(StringEnum(['a', 'b']))) } } },
      async () => ok(answer),
    );
    app.get(
      '/api/probe/conflict',
      { ...open, schema: { response: { 200: Envelope(StringEnum(['x'])) } } },
      async () => {
        throw new AppError(409, -1, 'Conflict');
      },
    );
    check.install(app);
  });
  afterAll(() => app.close());

  it('passes an answer its schema takes, null of a nullable enum included', async () => {
    for (const value of ['a', null]) {
      answer = value;
      expect((await app.inject({ url: '/api/probe/status' })).statusCode).toBe(200);
    }
    expect(check.take()).toEqual([]);
  });

  it('fails a value the enum forbids, which the serializer lets through', async () => {
    answer = 'c';
    const res = await app.inject({ url: '/api/probe/status' });
    expect(res.json()).toEqual({ code: 0, data: 'c', message: 'ok' });
    expect(check.take()).toEqual([
      {
        operation: 'GET /api/probe/status',
        status: 200,
        problem: expect.stringContaining('/data must be equal to one of the allowed values'),
      },
    ]);
  });

  it('fails a status the operation does not document, and passes the errors it derives', async () => {
    expect((await app.inject({ url: '/api/probe/conflict' })).statusCode).toBe(409);
    expect(check.take()).toEqual([
      { operation: 'GET /api/probe/conflict', status: 409, problem: 'status 409 is not documented' },
    ]);
    // 400 is documented for every route (a control character in a query value).
    expect((await app.inject({ url: '/api/probe/conflict?x=%00' })).statusCode).toBe(400);
    // No route: the not-found envelope.
    expect((await app.inject({ url: '/api/probe/none' })).statusCode).toBe(404);
    expect(check.take()).toEqual([]);
  });
});
