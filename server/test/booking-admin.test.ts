import { beforeAll, expect, it } from 'vitest';
import {
  auth,
  describeOnTargets,
  expectError,
  nextIp,
  NO_PERMISSION,
  outbox,
  SIGNED_OUT,
  signInDemo,
} from './helpers.js';
import { confirmFromMail } from './hold-link.js';

const LIST = '/api/user/v1/booking/list';

await describeOnTargets('bookings in the console on %s', (env) => {
  let { admin, limited, other, demoId } = SIGNED_OUT;
  let projectId = 0;
  let day = '';
  let shopKey = '';
  let projectKey = '';
  let counter = 0;

  /** A fresh pending booking made through the public form and confirmed from its mail; returns its id. */
  async function newBooking(email = `guest${++counter}@example.org`): Promise<number> {
    const start = 9 + (counter % 8);
    const res = await env.app.inject({
      method: 'POST',
      url: `/s/${shopKey}/${projectKey}/book`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      payload: new URLSearchParams({
        slot: `${day}T${String(start).padStart(2, '0')}:00`,
        name: 'Gina Guest',
        email,
        mobile: '+1 555 0100',
        people: '1',
      }).toString(),
    });
    expect(res.statusCode).toBe(201);
    expect((await confirmFromMail(env.app, email)).statusCode).toBe(200);
    return (await env.db.one<{ id: number }>('select id from bookings where email = $1', [email]))!.id;
  }
  const post = (id: number, action: string, payload: unknown = {}, token = admin) =>
    env.app.inject({
      method: 'POST',
      url: `/api/user/v1/booking/${id}/${action}`,
      headers: auth(token),
      payload: payload as object,
    });

  beforeAll(async () => {
    ({ admin, limited, other, demoId } = await signInDemo(env));
    const shop = await env.db.one<{ key: string }>('select site_key as key from customers where id = $1', [
      demoId,
    ]);
    shopKey = shop!.key;
    const project = await env.db.one<{ id: number; key: string }>(
      `select id, site_key as key from projects where customer_id = $1 and status = 'normal' order by id limit 1`,
      [demoId],
    );
    projectId = project!.id;
    projectKey = project!.key;
    await env.db.query(
      `insert into booking_settings (customer_id, project_id, days_ahead, capacity) values ($1, $2, 30, 50)`,
      [demoId, projectId],
    );
    day = new Date(env.clock.now().getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
  });

  it("seeds a history in the past, done or missed visits after their slot, and each booking's last change is its last event", async () => {
    // The demo's visitors write from example.net (the tests' own bookings from example.org); nothing has moved the clock yet.
    const wrong = await env.db.query<{ id: number; why: string }>(
      `select b.id, case when max(e.created_at) > $2 then 'future'
                         when b.updated_at <> max(e.created_at) then 'last change'
                         else 'before the slot' end as why
         from bookings b join booking_events e on e.booking_id = b.id
        where b.customer_id = $1 and b.email like '%@example.net'
        group by b.id
       having max(e.created_at) > $2 or b.updated_at <> max(e.created_at)
           or (b.status in ('completed', 'no_show')
               and max(e.created_at) < least($2, (b.slot_date + make_interval(mins => b.slot_start)) at time zone 'UTC'))`,
      [demoId, env.clock.now()],
    );
    expect(wrong).toEqual([]);
    const counted = await env.db.one<{ n: number }>(
      `select count(*)::int as n from booking_events e join bookings b on b.id = e.booking_id
        where b.customer_id = $1 and b.email like '%@example.net' and e.to_status = 'confirmed'`,
      [demoId],
    );
    expect(counted!.n).toBeGreaterThan(10);
  });

  it('lists the seeded bookings with paging, filters and sorting', async () => {
    const all = await env.app.inject({ url: `${LIST}?pageSize=5`, headers: auth(admin) });
    expect(all.statusCode).toBe(200);
    const page = all.json().data;
    expect(page.list).toHaveLength(5);
    expect(page.total).toBeGreaterThan(20);
    const pending = await env.app.inject({
      url: `${LIST}?status=pending&pageSize=100`,
      headers: auth(admin),
    });
    expect(pending.json().data.list.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const first = page.list[0];
    const search = await env.app.inject({
      url: `${LIST}?search=${first.bookingNo.toLowerCase()}`,
      headers: auth(admin),
    });
    expect(search.json().data).toMatchObject({ total: 1, list: [{ id: first.id }] });
    const ranged = await env.app.inject({
      url: `${LIST}?dateFrom=${first.slotDate}&dateTo=${first.slotDate}&projectId=${first.projectId}&sortField=slot&sortOrder=ascend`,
      headers: auth(admin),
    });
    const rows = ranged.json().data.list as { slotDate: string; slotStart: string; projectId: number }[];
    expect(rows.every((row) => row.slotDate === first.slotDate && row.projectId === first.projectId)).toBe(
      true,
    );
    expect(rows.map((row) => row.slotStart)).toEqual([...rows.map((row) => row.slotStart)].sort());
  });

  it('validates the list filters with field messages', async () => {
    const bad = await env.app.inject({
      url: `${LIST}?status=lost&dateFrom=2026-13-01&pageSize=1000&x=1`,
      headers: auth(admin),
    });
    expect(bad.statusCode).toBe(400);
    const order = await env.app.inject({
      url: `${LIST}?dateFrom=2026-11-10&dateTo=2026-11-01`,
      headers: auth(admin),
    });
    expectError(order, 400, 'dateFrom must not be after dateTo');
    const fields = (
      await env.app.inject({ url: `${LIST}?status=lost&pageSize=1000`, headers: auth(admin) })
    ).json().data.fields;
    expect(fields).toMatchObject({
      status: expect.stringContaining('status must be'),
      pageSize: expect.stringContaining('pageSize'),
    });
  });

  it('confirms a pending booking, idempotently, with history and a mail to the visitor', async () => {
    const id = await newBooking('confirm-me@example.org');
    const pendingBefore = (
      await env.app.inject({ url: '/api/user/v1/booking/pending', headers: auth(admin) })
    ).json().data;
    // The newest arrival's mark: the visitor's confirmation of this booking.
    const arrival = await env.db.one<{ id: number }>(
      `select id from booking_events where booking_id = $1 and to_status = 'pending'`,
      [id],
    );
    expect(pendingBefore.latestId).toBe(arrival!.id);
    const first = await post(id, 'confirm');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id, status: 'confirmed' });
    const again = await post(id, 'confirm');
    expect(again.json()).toEqual(first.json());
    const pendingAfter = (
      await env.app.inject({ url: '/api/user/v1/booking/pending', headers: auth(admin) })
    ).json().data;
    expect(pendingAfter.pending).toBe(pendingBefore.pending - 1);
    const detail = (await env.app.inject({ url: `/api/user/v1/booking/${id}`, headers: auth(admin) })).json()
      .data;
    expect(
      detail.events.map(
        (event: { toStatus: string; actorKind: string }) => `${event.actorKind}:${event.toStatus}`,
      ),
    ).toEqual(['visitor:held', 'visitor:pending', 'user:confirmed']);
    expect(detail.events[2].actorName).toBe('Ada Admin');
    const mails = await outbox(env.app, 'confirm-me@example.org');
    // Both mails are sent in the background; the booking's may still be on its way when the confirm's is written.
    expect(mails.map((mail) => mail.subject.replace(/\bB[0-9A-Z]{10}\b/, 'B#')).sort()).toEqual([
      'Booking B# confirmed',
      'Booking B# received',
      'Please confirm your booking B#',
    ]);
  });

  it('changes state once when two confirms arrive together', async () => {
    const id = await newBooking();
    const answers = await Promise.all([post(id, 'confirm'), post(id, 'confirm'), post(id, 'confirm')]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const events = await env.db.query(
      'select 1 from booking_events where booking_id = $1 and to_status = $2',
      [id, 'confirmed'],
    );
    expect(events).toHaveLength(1);
  });

  it('declines and cancels only with a reason, gives the places back, and refuses what does not apply (409)', async () => {
    const id = await newBooking('decline-me@example.org');
    const noReason = await post(id, 'decline', {});
    expectError(noReason, 400, 'Please enter a reason (at most 500 characters)');
    expect((await post(id, 'complete')).statusCode).toBe(409);
    const declined = await post(id, 'decline', { reason: '  Fully booked for a private event ' });
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      reason: 'Fully booked for a private event',
    });
    expectError(
      await post(id, 'confirm'),
      409,
      'Only a Pending booking can be changed to Confirmed (this booking is Declined)',
    );
    // Found by subject: the booking's own mail, sent in the background too, may have been written after it.
    const mail = (await outbox(env.app, 'decline-me@example.org')).find((sent) =>
      / declined$/.test(sent.subject),
    );
    expect(mail?.text).toContain('Reason: Fully booked for a private event');

    const other = await newBooking();
    const slot = await env.db.one<{ taken: number }>(
      `select s.taken from booking_slots s join bookings b on b.project_id = s.project_id and b.slot_date = s.slot_date
          and b.slot_start = s.slot_start where b.id = $1`,
      [other],
    );
    await post(other, 'confirm');
    expect((await post(other, 'cancel', { reason: '' })).statusCode).toBe(400);
    expect((await post(other, 'cancel', { reason: 'Shop closed that day' })).json().data.status).toBe(
      'cancelled',
    );
    const after = await env.db.one<{ taken: number }>(
      `select s.taken from booking_slots s join bookings b on b.project_id = s.project_id and b.slot_date = s.slot_date
          and b.slot_start = s.slot_start where b.id = $1`,
      [other],
    );
    expect(after!.taken).toBe(slot!.taken - 1);

    const done = await newBooking();
    await post(done, 'confirm');
    expect((await post(done, 'complete')).json().data.status).toBe('completed');
    const missed = await newBooking();
    await post(missed, 'confirm');
    expect((await post(missed, 'noShow')).json().data.status).toBe('no_show');
  });

  it('exports every matching booking as CSV', async () => {
    const res = await env.app.inject({
      url: '/api/user/v1/booking/export?status=pending',
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'bookingNo,status,projectTitle,slotDate,slotStart,slotMinutes,name,email,mobile,people,note,language,reason,createdAt,updatedAt',
    );
    const total = (await env.app.inject({ url: `${LIST}?status=pending`, headers: auth(admin) })).json().data
      .total;
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'pending')).toBe(true);
  });

  it('reads the calendar for a range of days and refuses too long a range', async () => {
    const res = await env.app.inject({
      url: `/api/user/v1/booking/calendar?from=${day}&to=${day}`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list.length).toBeGreaterThan(0);
    const long = await env.app.inject({
      url: '/api/user/v1/booking/calendar?from=2026-01-01&to=2026-03-01',
      headers: auth(admin),
    });
    expect(long.statusCode).toBe(400);
  });

  it("sends a busy day's first bookings in slot order and every day's exact count", async () => {
    // 25 bookings on one day, 2 on the next, straight into the table (no places to take that far ahead).
    await env.db.query(
      `insert into bookings (customer_id, project_id, booking_no, slot_date, slot_start, slot_minutes, name, email,
                             mobile, people, status, search, email_confirmed_at)
       select $1, $2, 'BCAL' || lpad(g::text, 4, '0'), case when g <= 25 then date '2031-03-10' else date '2031-03-11' end,
              540 + 15 * ((30 - g) % 30), 15, 'Busy ' || g, 'busy' || g || '@example.org', '+1 555 0100', 1,
              'confirmed', '', now()
         from generate_series(1, 27) g`,
      [demoId, projectId],
    );
    const calendar = async (query: string, token = admin) =>
      env.app.inject({ url: `/api/user/v1/booking/calendar?${query}`, headers: auth(token) });
    const res = await calendar('from=2031-03-09&to=2031-03-12');
    expect(res.statusCode).toBe(200);
    const { list, days } = res.json().data as {
      list: { slotDate: string; slotStart: string; id: number; name: string }[];
      days: { date: string; count: number }[];
    };
    expect(days).toEqual([
      { date: '2031-03-10', count: 25 },
      { date: '2031-03-11', count: 2 },
    ]);
    const busy = list.filter((row) => row.slotDate === '2031-03-10');
    expect(busy).toHaveLength(20);
    // The first twenty in slot order: the latest five starts of the day are the ones left out.
    const starts = busy.map((row) => `${row.slotStart}#${String(row.id).padStart(12, '0')}`);
    expect(starts).toEqual([...starts].sort());
    expect(busy.at(-1)!.slotStart).toBe('15:00');
    expect(list.filter((row) => row.slotDate === '2031-03-11').map((row) => row.name)).toEqual([
      'Busy 27',
      'Busy 26',
    ]);
    // A month's cells ask for fewer; the counts stay whole.
    const few = (await calendar('from=2031-03-09&to=2031-03-12&perDay=3')).json().data;
    expect(few.list.map((row: { slotDate: string }) => row.slotDate)).toEqual([
      '2031-03-10',
      '2031-03-10',
      '2031-03-10',
      '2031-03-11',
      '2031-03-11',
    ]);
    expect(few.days).toEqual(days);
    for (const perDay of ['0', '21', 'x'])
      expectError(
        await calendar(`from=2031-03-09&to=2031-03-12&perDay=${perDay}`),
        400,
        'perDay must be a whole number from 1 to 20',
      );
    // Another shop sees none of them.
    const others = (await calendar('from=2031-03-09&to=2031-03-12', other)).json().data;
    expect(others).toEqual({ list: [], days: [] });
  });

  it("reads and saves a project's booking settings, validated", async () => {
    const list = (await env.app.inject({ url: '/api/user/v1/booking/settings', headers: auth(admin) })).json()
      .data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({
      projectId: expect.any(Number),
      opensAt: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const target = list[1];
    const save = (payload: unknown, token = admin) =>
      env.app.inject({
        method: 'PUT',
        url: `/api/user/v1/booking/settings/${target.projectId}`,
        headers: auth(token),
        payload: payload as object,
      });
    const saved = await save({
      opensAt: '10:00',
      closesAt: '16:30',
      slotMinutes: 90,
      capacity: 6,
      daysAhead: 21,
    });
    expect(saved.json().data).toMatchObject({
      opensAt: '10:00',
      closesAt: '16:30',
      slotMinutes: 90,
      capacity: 6,
      daysAhead: 21,
    });
    expectError(
      await save({ opensAt: '10:00', closesAt: '09:00', slotMinutes: 60, capacity: 6, daysAhead: 21 }),
      400,
      'closesAt must be a time such as 18:00 (24:00 for midnight), after opensAt',
    );
    const bad = await save({ opensAt: '25:00', closesAt: 'x', slotMinutes: 5, capacity: 0, daysAhead: 100 });
    expect(Object.keys(bad.json().data.fields).sort()).toEqual([
      'capacity',
      'closesAt',
      'daysAhead',
      'opensAt',
      'slotMinutes',
    ]);
    expect(
      (
        await save(
          { opensAt: '10:00', closesAt: '16:00', slotMinutes: 60, capacity: 6, daysAhead: 21 },
          limited,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('answers 403 to a user without the booking perms', async () => {
    for (const url of [
      LIST,
      '/api/user/v1/booking/pending',
      '/api/user/v1/booking/settings',
      '/api/user/v1/booking/export',
      '/api/user/v1/booking/1',
    ]) {
      expectError(await env.app.inject({ url, headers: auth(limited) }), 403, NO_PERMISSION);
    }
    expectError(await post(1, 'confirm', {}, limited), 403, NO_PERMISSION);
  });

  it("keeps every shop to its own bookings: Other Shop sees none of Demo Shop's", async () => {
    const id = await newBooking();
    const list = (await env.app.inject({ url: `${LIST}?pageSize=100`, headers: auth(other) })).json().data;
    expect(list.total).toBe(0);
    expectError(
      await env.app.inject({ url: `/api/user/v1/booking/${id}`, headers: auth(other) }),
      404,
      'Booking not found',
    );
    expectError(await post(id, 'confirm', {}, other), 404, 'Booking not found');
    expect(
      (await env.app.inject({ url: '/api/user/v1/booking/pending', headers: auth(other) })).json().data,
    ).toEqual({ pending: 0, latestId: 0 });
    const csv = await env.app.inject({ url: '/api/user/v1/booking/export', headers: auth(other) });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const save = await env.app.inject({
      method: 'PUT',
      url: `/api/user/v1/booking/settings/${projectId}`,
      headers: auth(other),
      payload: { opensAt: '10:00', closesAt: '16:00', slotMinutes: 60, capacity: 6, daysAhead: 21 },
    });
    expectError(save, 404, 'Project not found');
  });
});
