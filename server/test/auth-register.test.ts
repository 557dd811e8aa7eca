import { expect, it } from 'vitest';
import { PERMS } from '../src/platform/perms.js';
import {
  auth,
  describeOnTargets,
  expectError,
  expectFieldErrors,
  expectUnknownProduct,
  login,
  nextIp,
  outbox,
  REGISTER,
  signIn,
  USER_INFO,
} from './helpers.js';

await describeOnTargets('register on %s', (env) => {
  const register = (payload: Record<string, unknown>, ip = nextIp()) =>
    env.app.inject({ method: 'POST', url: REGISTER, headers: { 'x-forwarded-for': ip }, payload });

  const counts = async () =>
    env.db.one<{ customers: number; users: number }>(
      'select (select count(*) from customers) as customers, (select count(*) from users) as users',
    );

  it('creates a tenant and its first admin user', async () => {
    const res = await register({
      email: 'New.Owner@example.com',
      password: 'secret12',
      name: ' Nina ',
      lastName: 'Owner ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { email: 'New.Owner@example.com' }, message: 'ok' });

    const user = await env.db.one<{
      status: string;
      roles: string[];
      perms: string[];
      name: string;
      last_name: string;
    }>(
      `select status, roles, perms, name, last_name from users where lower(email) = 'new.owner@example.com'`,
    );
    expect(user).toEqual({
      status: 'active',
      roles: ['ADMIN'],
      perms: [...PERMS],
      name: 'Nina',
      last_name: 'Owner',
    });

    const token = await signIn(env.app, 'new.owner@example.com', 'secret12');
    const info = await env.app.inject({ url: USER_INFO, headers: auth(token) });
    expect(info.json().data).toMatchObject({
      email: 'New.Owner@example.com',
      customerName: 'Nina Owner',
      roles: ['ADMIN'],
    });
    const demo = await env.db.one<{ id: number }>(`select id from customers where name = 'Demo Shop'`);
    expect(info.json().data.customerId).not.toBe(demo?.id);

    const mail = await outbox(env.app, 'new.owner@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Welcome to the Shop Console');
  });

  it('answers the same for a registered address and mails its owner instead', async () => {
    const before = await counts();
    const res = await register({
      email: 'ADMIN@example.com',
      password: 'another1',
      name: 'Eve',
      lastName: 'Intruder',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { email: 'ADMIN@example.com' }, message: 'ok' });
    expect(await counts()).toEqual(before);
    // the owner's password is untouched
    expect((await login(env.app, 'admin@example.com', 'admin123')).statusCode).toBe(200);
    expectError(await login(env.app, 'admin@example.com', 'another1'), 400, 'Account and secret not pattern');
    const mail = await outbox(env.app, 'admin@example.com');
    expect(mail[0]?.subject).toBe('Someone tried to register with your address');
  });

  it('leaves nothing half-written when the transaction fails', async () => {
    // Make the user insert fail after the customer insert succeeded.
    await env.db.exec(`
      create or replace function fail_boom() returns trigger language plpgsql as $$
      begin
        if new.email = 'boom@example.com' then raise exception 'boom'; end if;
        return new;
      end $$;
      create trigger users_boom before insert on users for each row execute function fail_boom();
    `);
    try {
      const before = await counts();
      const res = await register({
        email: 'boom@example.com',
        password: 'secret12',
        name: 'Bo',
        lastName: 'Om',
      });
      expectError(res, 500, 'System Error');
      expect(await counts()).toEqual(before);
      expect(await env.db.one(`select 1 from customers where name = 'Bo Om'`)).toBeNull();
      expect(await outbox(env.app, 'boom@example.com')).toHaveLength(0);
    } finally {
      await env.db.exec('drop trigger users_boom on users; drop function fail_boom();');
    }
    // and the address can register afterwards
    expect(
      (await register({ email: 'boom@example.com', password: 'secret12', name: 'Bo', lastName: 'Om' }))
        .statusCode,
    ).toBe(200);
    expect(await env.db.one(`select 1 from customers where name = 'Bo Om'`)).not.toBeNull();
  });

  it('validates every field', async () => {
    const empty = await register({});
    expectFieldErrors(empty, {
      email: 'Please enter Email',
      password: 'Please enter Password',
      name: 'Please enter Name',
      lastName: 'Please enter Last Name',
    });
    const full = { email: 'valid@example.com', password: 'secret12', name: 'Val', lastName: 'Id' };
    expectError(await register({ ...full, email: 'nope' }), 400, 'Please enter a valid Email');
    expectError(
      await register({ ...full, password: '12345' }),
      400,
      'The password can not be less than 6 digits',
    );
    expectError(await register({ ...full, name: '   ' }), 400, 'Please enter Name');
    expectError(
      await register({ ...full, name: 'x'.repeat(65) }),
      400,
      'Name can not be more than 64 characters',
    );
    expectError(
      await register({ ...full, lastName: 'y'.repeat(65) }),
      400,
      'Last Name can not be more than 64 characters',
    );
    expectError(await register({ ...full, name: 42 }), 400, 'Please enter Name');
    expect(await env.db.one(`select 1 from users where email = 'valid@example.com'`)).toBeNull();
  });

  it('accepts names of exactly 64 characters', async () => {
    const res = await register({
      email: 'long@example.com',
      password: 'secret12',
      name: 'n'.repeat(64),
      lastName: 'l'.repeat(64),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for another product', async () => {
    await expectUnknownProduct(env.app, '/api/open/user/v1/customer/register/cars/register');
  });

  it('is rate limited per IP', async () => {
    env.clock.toNextHour();
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await register(
        { email: `bulk${i}@example.com`, password: 'secret12', name: 'B', lastName: 'K' },
        ip,
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await register(
      { email: 'bulk-last@example.com', password: 'secret12', name: 'B', lastName: 'K' },
      ip,
    );
    expectError(res, 429, 'Too many attempts, please try again later');
    expect(await env.db.one(`select 1 from users where email = 'bulk-last@example.com'`)).toBeNull();
  });
});
