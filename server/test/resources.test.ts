import { RESOURCES_MSG } from '@console/api-contract';
import { expect, it } from 'vitest';
import { auth, describeOnTargets, expectError, NO_PERMISSION, signIn } from './helpers.js';

const SAMPLE_FORM = '/api/user/v1/resources/sample-form';

await describeOnTargets('resources sample form on %s', (env) => {
  const post = async (token: string, payload: object) =>
    env.app.inject({ method: 'POST', url: SAMPLE_FORM, headers: auth(token), payload });

  it('answers a valid form with what it checked, trimmed', async () => {
    const admin = await signIn(env.app, 'admin@example.com', 'admin123');
    const res = await post(admin, { name: '  Garden  ', email: 'a@example.com', count: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Garden', email: 'a@example.com', count: 3 });
  });

  it("answers field errors: the schema's checks, and a name in use that only the server knows", async () => {
    const admin = await signIn(env.app, 'admin@example.com', 'admin123');
    const bad = await post(admin, { name: '', email: 'nope', count: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toMatchObject({
      name: RESOURCES_MSG.enterName,
      email: RESOURCES_MSG.emailInvalid,
      count: RESOURCES_MSG.countRange,
    });
    const taken = await post(admin, { name: 'demo shop', email: 'a@example.com', count: 1 });
    expectError(taken, 400, RESOURCES_MSG.nameTaken);
    expect(taken.json().data.fields).toEqual({ name: RESOURCES_MSG.nameTaken });
  });

  it('is refused to a user without resources:view', async () => {
    const limited = await signIn(env.app, 'limited@example.com', 'limited123');
    expectError(
      await post(limited, { name: 'Garden', email: 'a@example.com', count: 1 }),
      403,
      NO_PERMISSION,
    );
  });
});
