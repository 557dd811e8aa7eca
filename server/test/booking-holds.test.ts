import { beforeAll, expect, it } from 'vitest';
import { RateLimiter } from '../src/platform/rate-limit.js';
import { holdLink } from './hold-link.js';
import { auth, describeOnTargets, expectError, nextIp, outbox, SIGNED_OUT, signInDemo } from './helpers.js';

const NO_PERM = 'Account The account does not have permission';

/**
 * Public bookings hold their places until the visitor confirms them from the mail (docs/booking.md, "Holds"): the
 * caps per address, per email and per project, the expiry, the one-time link, and the shop's view of holds.
 */
await describeOnTargets('booking holds on %s', (env, target) => {
  let { admin, limited, other, demoId } = SIGNED_OUT;
  let shopKey = '';
  let project = { id: 0, key: '' };
  let day = '';
  let counter = 0;

  const book = (values: Record<string, string>, ip = nextIp()) =>
    env.app.inject({
      method: 'POST',
      url: `/s/${shopKey}/${project.key}/book?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      payload: new URLSearchParams(values).toString(),
    });
  const form = (extra: Record<string, string> = {}) => ({
    slot: `${day}T${String(9 + (++counter % 9)).padStart(2, '0')}:00`,
    name: 'Hal Holder',
    email: `holder${counter}@example.org`,
    mobile: '+1 555 0199',
    people: '1',
    ...extra,
  });
  /** Places held (unconfirmed, live) in the project, by a condition on the booking. */
  const heldPlaces = async (where = 'true', params: unknown[] = []) =>
    (await env.db.one<{ n: number }>(
      `select coalesce(sum(people), 0)::int as n from bookings
        where project_id = $1 and status = 'held' and ${where}`,
      [project.id, ...params],
    ))!.n;
  /** Lets every hold made so far expire (the tests below each start without live holds). */
  const expireAll = () => env.clock.advance(16 * 60);
  const setCapacity = (capacity: number, daysAhead = 30) =>
    env.app.inject({
      method: 'PUT',
      url: `/api/user/v1/booking/projects/${project.id}/settings`,
      headers: auth(admin),
      payload: { opensAt: '09:00', closesAt: '18:00', slotMinutes: 60, capacity, daysAhead },
    });

  beforeAll(async () => {
    ({ admin, limited, other, demoId } = await signInDemo(env));
    shopKey = (await env.db.one<{ key: string }>('select site_key as key from customers where id = $1', [
      demoId,
    ]))!.key;
    project = (await env.db.one<{ id: number; key: string }>(
      `select id, site_key as key from projects where customer_id = $1 and status = 'normal' order by id limit 1`,
      [demoId],
    ))!;
    // Past the demo bookings (two weeks ahead), so their places do not count here.
    day = new Date(env.clock.now().getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect((await setCapacity(50)).statusCode).toBe(200);
  });

  it('lets 30 bookings of 4 places from one address in one minute hold at most 8 places, also in parallel', async () => {
    expireAll();
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push((await book(form({ people: '4' }), ip)).statusCode);
      env.clock.advance(2);
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(2);
    expect(await heldPlaces('hold_ip = $2', [ip])).toBe(8);
    // 30 at once from another address: the project's lock makes the cap exact.
    const racer = nextIp();
    const parallel = await Promise.all(Array.from({ length: 30 }, () => book(form({ people: '4' }), racer)));
    expect(parallel.filter((res) => res.statusCode === 201)).toHaveLength(2);
    expect(await heldPlaces('hold_ip = $2', [racer])).toBe(8);
    // Of the 30, the sliding rate limit let 10 try; of those, the cap refused 8.
    const bodies = parallel.filter((res) => res.statusCode === 429).map((res) => res.body);
    expect(bodies.filter((body) => body.includes('Too many bookings from your address'))).toHaveLength(20);
    expect(
      bodies.filter((body) =>
        body.includes('already hold 8 places of this project that are not confirmed yet'),
      ),
    ).toHaveLength(8);
  });

  it('lets one email hold at most 8 places from rotating addresses (case and +tags are the same mailbox)', async () => {
    expireAll();
    const spellings = ['same@example.org', 'Same@Example.org', 'same+1@example.org', 'SAME+x@example.org'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => book(form({ people: '4', email: spellings[i % 4]! }), nextIp())),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    expect(await heldPlaces(`lower(email) like 'same%'`)).toBe(8);
    const zh = await env.app.inject({
      method: 'POST',
      url: `/s/${shopKey}/${project.key}/book?lang=zh`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      payload: new URLSearchParams(form({ email: 'same@example.org' })).toString(),
    });
    expect(zh.statusCode).toBe(429);
    expect(zh.body).toContain('此邮箱在本项目已暂留 8 个尚未确认的名额');
  });

  it('caps all unconfirmed places of a project at a tenth of its bookable places', async () => {
    expireAll();
    // A project of its own: the demo's bookings in the next days fill slots that depend on the hour the demo data
    // was made, and a full slot would refuse a booking here for another reason.
    const shared = project;
    project = (await env.db.one<{ id: number; key: string }>(
      `insert into projects (customer_id, title, site_key, status) values ($1, 'Hold cap', 'hold-cap-test', 'normal')
       returning id, site_key as key`,
      [demoId],
    ))!;
    // 2 places x 9 slots x 4 days = 72 bookable places: at most 8 held (the cap is never below one holder's).
    expect((await setCapacity(2, 4)).statusCode).toBe(200);
    const soon = new Date(env.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          book(form({ slot: `${soon}T${String(9 + (i % 9)).padStart(2, '0')}:00` }), nextIp()),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(8);
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(4);
      expect(answers.find((res) => res.statusCode === 429)!.body).toContain(
        'Too many bookings of this project are waiting for their confirmation',
      );
      expect(await heldPlaces()).toBe(8);
    } finally {
      project = shared;
    }
  });

  it('releases a hold by itself after 15 minutes: places back, status expired, the link refused', async () => {
    expireAll();
    expect((await setCapacity(4)).statusCode).toBe(200);
    const slot = `${day}T17:00`;
    const email = 'expiring@example.org';
    expect((await book(form({ slot, people: '4', email }))).statusCode).toBe(201);
    const page = () => env.app.inject({ url: `/s/${shopKey}/${project.key}` });
    expect((await page()).body).toContain('17:00 (full)');
    expect((await book(form({ slot }))).statusCode).toBe(409);
    const link = await holdLink(env.app, email);
    env.clock.advance(15 * 60 - 1);
    expect((await page()).body).toContain('17:00 (full)');
    env.clock.advance(1);
    expect((await page()).body).toContain('17:00 (4 places left)');
    const row = await env.db.one<{ id: number; status: string }>(
      'select id, status from bookings where email = $1',
      [email],
    );
    expect(row!.status).toBe('expired');
    const taken = await env.db.one<{ taken: number }>(
      `select taken from booking_slots where project_id = $1 and slot_date = $2::date and slot_start = 1020`,
      [project.id, day],
    );
    expect(taken!.taken).toBe(0);
    const detail = (
      await env.app.inject({ url: `/api/user/v1/booking/${row!.id}`, headers: auth(admin) })
    ).json().data;
    expect(
      detail.events.map(
        (event: { actorKind: string; toStatus: string }) => event.actorKind + ':' + event.toStatus,
      ),
    ).toEqual(['visitor:held', 'system:expired']);
    const late = await env.app.inject({ method: 'POST', url: link });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('was not confirmed within 15 minutes');
    expect((await env.app.inject({ url: link })).statusCode).toBe(410);
    // Nothing but the confirmation mail went to the address.
    expect(await outbox(env.app, email)).toHaveLength(1);
    // Its places are bookable again.
    expect((await book(form({ slot, people: '4' }))).statusCode).toBe(201);
  });

  it('confirms a hold once from the link (GET shows, POST confirms); a reused or unknown link says so', async () => {
    expireAll();
    const email = 'once@example.org';
    expect((await book(form({ email, people: '2' }))).statusCode).toBe(201);
    const link = await holdLink(env.app, email);
    const shown = await env.app.inject({ url: link });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('data-testid="booking-confirm"');
    expect(shown.body).toContain('<form method="post"');
    // Opening the link changed nothing (a mail scanner opens links too).
    const before = await env.db.one<{ status: string; hash: string }>(
      'select status, confirm_token_hash as hash from bookings where email = $1',
      [email],
    );
    expect(before!.status).toBe('held');
    // The token is stored hashed only.
    const token = link.split('/confirm/')[1]!.split('?')[0]!;
    expect(before!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(before!.hash).not.toContain(token);
    const pendingBefore = (
      await env.app.inject({ url: '/api/user/v1/booking/pending', headers: auth(admin) })
    ).json().data;
    const answers = await Promise.all([1, 2, 3].map(() => env.app.inject({ method: 'POST', url: link })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.body).toContain('This link was already used');
    const after = await env.db.one<{ status: string; events: number }>(
      `select status, (select count(*)::int from booking_events e where e.booking_id = b.id and to_status = 'pending')
              as events from bookings b where email = $1`,
      [email],
    );
    expect(after).toEqual({ status: 'pending', events: 1 });
    // The shop's count and new-booking mark follow the confirmation, not the hold.
    const pendingAfter = (
      await env.app.inject({ url: '/api/user/v1/booking/pending', headers: auth(admin) })
    ).json().data;
    expect(pendingAfter.pending).toBe(pendingBefore.pending + 1);
    expect(pendingAfter.latestId).toBeGreaterThan(pendingBefore.latestId);
    expect((await outbox(env.app, email)).map((mail) => mail.subject.replace(/B[0-9A-Z]{10}/, 'B#'))).toEqual(
      ['Booking B# received', 'Please confirm your booking B#'],
    );
    expect((await env.app.inject({ url: link })).statusCode).toBe(409);
    const unknown = await env.app.inject({ url: `/s/${shopKey}/confirm/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect((await env.app.inject({ method: 'POST', url: `/s/${shopKey}/confirm/nope` })).statusCode).toBe(
      404,
    );
    // Another shop's address does not reach this shop's hold.
    const otherKey = (await env.db.one<{ key: string }>(
      `select site_key as key from customers where name = 'Other Shop'`,
    ))!.key;
    expect((await env.app.inject({ url: link.replace(shopKey, otherKey) })).statusCode).toBe(404);
  });

  it('shows holds in the console (filterable, not counted as pending); the shop cancels one with booking:edit only', async () => {
    expireAll();
    const email = 'suspicious@example.org';
    expect((await book(form({ email, people: '3' }))).statusCode).toBe(201);
    const list = (
      await env.app.inject({ url: '/api/user/v1/booking/list?status=held', headers: auth(admin) })
    ).json().data;
    const hold = list.list.find((row: { email: string }) => row.email === email);
    expect(hold).toMatchObject({ status: 'held', people: 3, holdExpiresAt: expect.any(String) });
    expect(list.list.every((row: { status: string }) => row.status === 'held')).toBe(true);
    const pending = (
      await env.app.inject({ url: '/api/user/v1/booking/pending', headers: auth(admin) })
    ).json().data.pending;
    const cancel = (token: string, id = hold.id) =>
      env.app.inject({
        method: 'POST',
        url: `/api/user/v1/booking/${id}/cancel`,
        headers: auth(token),
        payload: { reason: 'Suspicious: many holds' },
      });
    expectError(await cancel(limited), 403, NO_PERM);
    expectError(await cancel(other), 404, 'Booking not found');
    expect(
      (await env.db.one<{ status: string }>('select status from bookings where id = $1', [hold.id]))!.status,
    ).toBe('held');
    const slotTaken = () =>
      env.db.one<{ taken: number }>(
        `select s.taken from booking_slots s join bookings b on b.project_id = s.project_id
            and b.slot_date = s.slot_date and b.slot_start = s.slot_start where b.id = $1`,
        [hold.id],
      );
    const takenBefore = (await slotTaken())!.taken;
    const done = await cancel(admin);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    expect((await slotTaken())!.taken).toBe(takenBefore - 3);
    expect(
      (await env.app.inject({ url: '/api/user/v1/booking/pending', headers: auth(admin) })).json().data
        .pending,
    ).toBe(pending);
    // The visitor never confirmed the address: the cancellation mails nobody, and the link says it was cancelled.
    expect((await outbox(env.app, email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Please confirm your booking/),
    ]);
    const link = await holdLink(env.app, email);
    const late = await env.app.inject({ method: 'POST', url: link });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('was cancelled by the shop');
    // A hold is not the shop's to confirm or decline: only to cancel.
    expect((await book(form({ email: 'not-yours@example.org' }))).statusCode).toBe(201);
    const another = (await env.db.one<{ id: number }>(
      `select id from bookings where email = 'not-yours@example.org'`,
    ))!.id;
    expectError(
      await env.app.inject({
        method: 'POST',
        url: `/api/user/v1/booking/${another}/confirm`,
        headers: auth(admin),
        payload: {},
      }),
      409,
      'Only a Pending booking can be changed to Confirmed (this booking is Held)',
    );
  });

  it('keeps the sliding window exact: no burst across a window edge, at most max of parallel attempts', async () => {
    const limiter = new RateLimiter(env.db, env.clock.now);
    const rule = { name: 'test:sliding', max: 10, windowSeconds: 600, sliding: true };
    const subject = `edge-${target}`;
    // 10 just before a fixed window's edge, then 10 more just after it: a fixed window would allow all 20.
    env.clock.ms = Math.max(env.clock.ms, (Math.floor(env.clock.ms / 600_000) + 1) * 600_000 - 5_000);
    const first = await Promise.all(Array.from({ length: 30 }, () => limiter.attempt(rule, subject)));
    expect(first.filter((attempt) => attempt.allowed)).toHaveLength(10);
    env.clock.advance(10);
    const second = await Promise.all(Array.from({ length: 10 }, () => limiter.attempt(rule, subject)));
    expect(second.filter((attempt) => attempt.allowed)).toHaveLength(0);
    expect(second[0]!.retryAfterSeconds).toBeCloseTo(590, 0);
    env.clock.advance(589);
    expect((await limiter.attempt(rule, subject)).allowed).toBe(false);
    env.clock.advance(1);
    const again = await Promise.all(Array.from({ length: 12 }, () => limiter.attempt(rule, subject)));
    expect(again.filter((attempt) => attempt.allowed)).toHaveLength(10);
    // A refunded attempt gives its place back.
    env.clock.advance(601);
    const taken = await limiter.attempt(rule, subject);
    await taken.refund();
    const after = await Promise.all(Array.from({ length: 11 }, () => limiter.attempt(rule, subject)));
    expect(after.filter((attempt) => attempt.allowed)).toHaveLength(10);
  });
});
