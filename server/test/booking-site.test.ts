import { beforeAll, expect, it, vi } from 'vitest';
import { confirmFromMail } from './hold-link.js';
import { auth, customerId, describeOnTargets, nextIp, outbox, signIn } from './helpers.js';

const PORTAL = '/api/open/common/v1/portal/unit/language/code/data';
const UA_PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

await describeOnTargets('public site and booking form on %s', (env) => {
  let demoId = 0;
  let shopKey = '';
  let project = { id: 0, key: '' };
  let closedKey = '';
  let admin = '';
  let bookDay = '';

  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const book = (values: Record<string, string>, ip = nextIp(), key = project.key, lang = 'en') =>
    env.app.inject({
      method: 'POST',
      url: `/s/${shopKey}/${key}/book?lang=${lang}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': ip,
        'user-agent': UA_PHONE,
      },
      payload: form(values),
    });
  const valid = (extra: Record<string, string> = {}) => ({
    slot: `${bookDay}T10:00`,
    name: 'Vera Visitor',
    email: 'vera@example.org',
    mobile: '+49 30 1234567',
    people: '1',
    note: '',
    ...extra,
  });

  beforeAll(async () => {
    demoId = await customerId(env.db, 'Demo Shop');
    admin = await signIn(env.app, 'admin@example.com', 'admin123');
    shopKey = 'demo-shop-key-1';
    await env.db.query(
      `update customers set site_key = $2, pay_url = 'https://img.example.com/qr.png',
              pay_explain = '<p>Scan and pay</p>', pay_complete_explain = '<p>Show the receipt</p>' where id = $1`,
      [demoId, shopKey],
    );
    const rows = await env.db.query<{ id: number; key: string; status: string }>(
      `select id, site_key as key, status from projects where customer_id = $1 order by id`,
      [demoId],
    );
    const open = rows.find((row) => row.status === 'normal')!;
    project = { id: open.id, key: open.key };
    closedKey = rows.find((row) => row.status === 'closed')!.key;
    // A day past the demo bookings (two weeks ahead), so their places do not count here.
    bookDay = new Date(env.clock.now().getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    await env.db.query(
      `insert into booking_settings (customer_id, project_id, days_ahead) values ($1, $2, 30)`,
      [demoId, project.id],
    );
  });

  it('renders the shop index with its open projects, language switch and strict headers, without a session', async () => {
    const res = await env.app.inject({ url: `/s/${shopKey}?lang=zh` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.body).toContain('<html lang="zh">');
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain('项目');
    expect(res.body).toContain(`/s/${shopKey}?lang=es`);
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain(closedKey);
  });

  it('renders a project page in the chosen language with the QR code, the explanations and the form', async () => {
    const res = await env.app.inject({
      url: `/s/${shopKey}/${project.key}?lang=zh`,
      headers: { 'user-agent': UA_PHONE },
    });
    expect(res.statusCode).toBe(200);
    // The project's own QR code (the pkg area's demo data gives each project one) comes before the shop's.
    const own = await env.db.one<{ payUrl: string | null }>(
      'select pay_url as "payUrl" from projects where id = $1',
      [project.id],
    );
    expect(own?.payUrl).toBeTruthy();
    expect(res.body).toContain(own!.payUrl!);
    expect(res.body).not.toContain('https://img.example.com/qr.png');
    expect(res.body).toContain('<p>Scan and pay</p>');
    expect(res.body).toContain('<p>Show the receipt</p>');
    expect(res.body).toContain('立即预约');
    expect(res.body).toContain(`value="${bookDay}T09:00"`);
    // A project without a QR code of its own shows the shop's.
    await env.db.query('update projects set pay_url = null where id = $1', [project.id]);
    try {
      const shopQr = await env.app.inject({ url: `/s/${shopKey}/${project.key}?lang=zh` });
      expect(shopQr.body).toContain('https://img.example.com/qr.png');
    } finally {
      await env.db.query('update projects set pay_url = $2 where id = $1', [project.id, own!.payUrl]);
    }
    // an unknown language falls back to the shop's first
    const fallback = await env.app.inject({ url: `/s/${shopKey}/${project.key}?lang=xx` });
    expect(fallback.body).toContain('<html lang="en">');
  });

  it('says a closed project is closed, and answers 404 pages for unknown shops and projects', async () => {
    const closed = await env.app.inject({ url: `/s/${shopKey}/${closedKey}` });
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('data-testid="project-closed"');
    expect(closed.body).not.toContain('<form');
    for (const url of [
      `/s/${shopKey}/no-such-project`,
      '/s/no-such-shop-key',
      '/s/x',
      `/s/${shopKey}/%3Cb%3E`,
    ]) {
      const res = await env.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Page not found');
    }
  });

  it('records a view as a visit once per visitor and day; bots are not counted', async () => {
    // Visits count per UTC day: start early in one, so "6 hours later" is the same day at any hour the suite runs.
    env.clock.set(new Date(Math.floor(env.clock.now().getTime() / 86_400_000 + 1) * 86_400_000 + 3_600_000));
    const viewCount = async () => {
      await env.app.visits.flush();
      return (await env.db.one<{ n: number }>('select view_count::int as n from projects where id = $1', [
        project.id,
      ]))!.n;
    };
    const before = await viewCount();
    const ip = nextIp();
    const first = await env.app.inject({
      url: `/s/${shopKey}/${project.key}`,
      headers: {
        'user-agent': UA_PHONE,
        referer: 'https://www.google.com/search?q=x',
        'x-forwarded-for': ip,
      },
    });
    const cookie = /sv=([^;]+)/.exec(String(first.headers['set-cookie']))![1]!;
    expect(await viewCount()).toBe(before + 1);
    // a reload with the cookie, from another address: not counted again
    await env.app.inject({
      url: `/s/${shopKey}/${project.key}`,
      headers: { cookie: `sv=${cookie}`, 'user-agent': UA_PHONE, 'x-forwarded-for': nextIp() },
    });
    // a reload without it, from the first address: the same visitor (the cookie was set to the same key)
    await env.app.inject({
      url: `/s/${shopKey}/${project.key}`,
      headers: { 'user-agent': UA_PHONE, 'x-forwarded-for': ip },
    });
    expect(await viewCount()).toBe(before + 1);
    // a bot
    await env.app.inject({ url: `/s/${shopKey}/${project.key}`, headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(await viewCount()).toBe(before + 1);
    // the same visitor later that day is not a new visit; the next day it is
    env.clock.advance(6 * 3600);
    const again = () =>
      env.app.inject({
        url: `/s/${shopKey}/${project.key}`,
        headers: { cookie: `sv=${cookie}`, 'user-agent': UA_PHONE },
      });
    await again();
    expect(await viewCount()).toBe(before + 1);
    env.clock.advance(24 * 3600);
    await again();
    expect(await viewCount()).toBe(before + 2);
    // The session of the tests below expired on the way.
    admin = await signIn(env.app, 'admin@example.com', 'admin123');
  });

  it('counts 50 views without a cookie or a User-Agent from one address as one visit, written in one batch', async () => {
    const viewCount = async () =>
      (await env.db.one<{ n: number }>('select view_count::int as n from projects where id = $1', [
        project.id,
      ]))!.n;
    await env.app.visits.flush();
    const before = await viewCount();
    const ip = nextIp();
    const views = await Promise.all(
      Array.from({ length: 50 }, () =>
        env.app.inject({ url: `/s/${shopKey}/${project.key}`, headers: { 'x-forwarded-for': ip } }),
      ),
    );
    expect(views.every((view) => view.statusCode === 200)).toBe(true);
    await env.app.visits.flush();
    expect(await viewCount()).toBe(before + 1);
    // Made-up cookies from one address count at most 20 times a day for the project, written in a batch (one
    // statement, or two when the counter's timer fell between the views).
    const writes = vi.spyOn(env.db, 'query');
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        env.app.inject({
          url: `/s/${shopKey}/${project.key}`,
          headers: { 'x-forwarded-for': ip, cookie: `sv=made-up-cookie-${String(i).padStart(4, '0')}` },
        }),
      ),
    );
    await env.app.visits.flush();
    const visitWrites = writes.mock.calls.filter(([sql]) => String(sql).includes('insert into visit_marks'));
    writes.mockRestore();
    expect(visitWrites.length).toBeGreaterThanOrEqual(1);
    expect(visitWrites.length).toBeLessThanOrEqual(2);
    expect(await viewCount()).toBe(before + 20);
  });

  it('answers the portal strings for a language code, falling back to English, and validates the code', async () => {
    const zh = await env.app.inject({ url: `${PORTAL}?code=zh` });
    expect(zh.json()).toMatchObject({
      code: 0,
      data: { code: 'zh', language: 'zh', strings: { book: '预约' } },
    });
    const fr = await env.app.inject({ url: `${PORTAL}?code=fr` });
    expect(fr.json().data).toMatchObject({ code: 'fr', language: 'en', strings: { book: 'Book' } });
    const bad = await env.app.inject({ url: `${PORTAL}?code=<x>` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.code).toBe('code must be a language code such as en or zh');
    const missing = await env.app.inject({ url: PORTAL });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses invalid input with the errors in the form and the values kept', async () => {
    const res = await book({
      slot: 'yesterday',
      name: '',
      email: 'not-an-email',
      mobile: 'abc',
      people: '0',
      note: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    for (const message of [
      'Please choose one of the offered times.',
      'Please enter your name (at most 100 characters).',
      'Please enter a valid email address.',
      'Please enter a mobile number',
      'Please enter a whole number from 1 to',
      'The note may be at most 1000 characters.',
    ])
      expect(res.body).toContain(message);
    expect(res.body).toContain('value="not-an-email"');
    // a time that is not one of the slots
    const odd = await book(valid({ slot: `${bookDay}T10:17` }));
    expect(odd.statusCode).toBe(409);
    expect(odd.body).toContain('Please choose one of the offered times.');
    // markup typed into the form comes back escaped
    const escaped = await book(valid({ name: '<b>x</b>', email: 'bad' }));
    expect(escaped.body).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('sanitises the payment explanations again on the way out, whatever wrote them', async () => {
    const before = await env.db.one<{ pay: string; done: string }>(
      'select pay_explain as pay, pay_complete_explain as done from customers where site_key = $1',
      [shopKey],
    );
    await env.db.query('update customers set pay_explain = $2 where site_key = $1', [
      shopKey,
      '<p onclick="steal()">Pay here</p><script>steal()</script><a href="javascript:steal()">x</a>',
    ]);
    try {
      const res = await env.app.inject({ url: `/s/${shopKey}/${project.key}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p>Pay here</p>');
      expect(res.body).not.toMatch(/steal\(\)|<script|onclick|javascript:/);
    } finally {
      await env.db.query(
        'update customers set pay_explain = $2, pay_complete_explain = $3 where site_key = $1',
        [shopKey, before!.pay, before!.done],
      );
    }
  });

  it('gives the form back, not the API envelope, when a field holds control characters', async () => {
    const before = await env.db.one<{ n: number }>('select count(*)::int as n from bookings');
    const res = await book(valid({ name: 'Vera\u0000 Visitor', note: 'bell\u0007 here' }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Please correct the fields marked below.');
    expect(res.body).toContain('they were removed');
    expect(res.body).toContain('value="Vera Visitor"');
    expect(res.body).toContain('value="vera@example.org"');
    expect(res.body).not.toContain('\u0000');
    const after = await env.db.one<{ n: number }>('select count(*)::int as n from bookings');
    expect(after!.n).toBe(before!.n);
  });

  it("holds the places, mails the confirmation link in the visitor's language, and counts the places", async () => {
    const res = await book(
      valid({ email: 'zh-visitor@example.org', slot: `${bookDay}T11:00`, people: '2' }),
      nextIp(),
      project.key,
      'zh',
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain('data-testid="booking-thanks"');
    expect(res.body).toContain('请确认您的预约');
    const row = await env.db.one<{ status: string; people: number; language: string }>(
      `select status, people, language from bookings where email = 'zh-visitor@example.org'`,
    );
    expect(row).toEqual({ status: 'held', people: 2, language: 'zh' });
    const held = await outbox(env.app, 'zh-visitor@example.org');
    expect(held.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^请确认您的预约 B/)]);
    const page = await env.app.inject({ url: `/s/${shopKey}/${project.key}` });
    expect(page.body).toContain('11:00 (2 places left)');
    // The tab's icon is in the page: browsers ask for no /favicon.ico (a 404 on every visit).
    expect(page.body).toMatch(/<link rel="icon" href="[^"]+">/);
    // Confirmed from the mail: pending (the shop's to decide), and only now the "received" mail.
    const confirmed = await confirmFromMail(env.app, 'zh-visitor@example.org');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('data-testid="booking-confirmed"');
    expect(confirmed.body).toContain('谢谢，已收到您的预约');
    const after = await env.db.one<{ status: string }>(
      `select status from bookings where email = 'zh-visitor@example.org'`,
    );
    expect(after!.status).toBe('pending');
    const mails = await outbox(env.app, 'zh-visitor@example.org');
    expect(mails[0]!.subject).toMatch(/^已收到预约 B/);
  });

  it('never lets two concurrent bookings take the last place', async () => {
    await env.app.inject({
      method: 'PUT',
      url: `/api/user/v1/booking/settings/${project.id}`,
      headers: auth(admin),
      payload: { opensAt: '09:00', closesAt: '18:00', slotMinutes: 60, capacity: 3, daysAhead: 30 },
    });
    const slot = `${bookDay}T15:00`;
    expect((await book(valid({ slot, people: '2', email: 'first@example.org' }))).statusCode).toBe(201);
    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(valid({ slot, email: `racer${i}@example.org` }))),
    );
    const statuses = racers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(racers.find((res) => res.statusCode === 409)!.body).toContain('Not enough places are left');
    const taken = await env.db.one<{ taken: number; n: number }>(
      `select (select taken from booking_slots where project_id = $1 and slot_date = $2::date and slot_start = 900) as taken,
              (select count(*)::int from bookings where project_id = $1 and slot_date = $2::date and slot_start = 900) as n`,
      [project.id, bookDay],
    );
    expect(taken).toEqual({ taken: 3, n: 2 });
  });

  it('rate-limits booking attempts per address in a sliding window, after the cap on held places', async () => {
    const ip = nextIp();
    // The day after the other tests' bookings: every slot free.
    const day = new Date(Date.parse(`${bookDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const answers: { status: number; body: string }[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await book(
        valid({ slot: `${day}T${String(9 + (i % 8)).padStart(2, '0')}:00`, email: `rl${i}@example.org` }),
        ip,
      );
      answers.push({ status: res.statusCode, body: res.body });
      env.clock.advance(1);
    }
    // 8 places held (one each), the 9th and 10th over the address's cap, the 11th over the rate limit.
    expect(answers.map((answer) => answer.status)).toEqual([...Array(8).fill(201), 429, 429, 429]);
    expect(answers[8]!.body).toContain('already hold 8 places of this project that are not confirmed yet');
    expect(answers[10]!.body).toContain('Too many bookings from your address');
    // Still refused 9 minutes later (a fixed window could have restarted meanwhile), free once the first attempt
    // is 10 minutes old; by then the holds have not expired yet, so the cap answers.
    env.clock.advance(9 * 60 - 11);
    expect((await book(valid({ email: 'rl-late@example.org' }), ip)).body).toContain('Too many bookings');
    env.clock.advance(60);
    const later = await book(valid({ email: 'rl-later@example.org' }), ip);
    expect(later.statusCode).toBe(429);
    expect(later.body).toContain('not confirmed yet');
  });
});
