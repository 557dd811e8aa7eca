import { randomUUID } from 'node:crypto';
import type { BookingTestShop } from '@console/api-contract';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN, apiSignIn, freshEmail, signIn } from './support';

/** A phone browser that does not announce itself as headless (a headless User-Agent is a bot: not counted). */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const QR_URL = 'https://img.example.com/demo-shop-qr.png';

/** Sets the payment QR code and explanations of Demo Shop as the pkg area's pages would (test hook). */
async function demoShop(
  request: APIRequestContext,
  pay: Record<string, string> = {},
): Promise<BookingTestShop> {
  const res = await request.post('/api/test/booking/shop', { data: { email: ADMIN.email, ...pay } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: BookingTestShop }).data;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A new visitor on a phone. Every visitor here comes from one address (127.0.0.1), and before their cookie is set the
 * API tells visitors apart by address and client hints: each gets a phone of its own (a retry is a new visitor too).
 */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({
    userAgent: `${PHONE_UA} Visitor/${randomUUID().slice(0, 8)}`,
    viewport: { width: 412, height: 915 },
  });
  return { context, page: await context.newPage() };
}

test.describe('bookings', () => {
  test('a visitor holds the last place in Chinese and confirms it from the mail; the shop sees it arrive live, confirms it, and the visitor is mailed', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, a sign-in and a live wait: a long journey on a shared, loaded machine.
    test.setTimeout(180_000);
    const shop = await demoShop(request, {
      payUrl: QR_URL,
      payExplain: '<p>Scan the code with your banking app</p>',
      payCompleteExplain: '<p>Show the receipt at the counter</p>',
    });
    const project = shop.projects.find((candidate) => candidate.status === 'normal')!;
    const token = await apiSignIn(request, ADMIN);
    const headers = { 'x-authorization': token };
    // One place per slot, bookable a month ahead: the day used below is past the demo bookings.
    const saved = await request.put(`/api/user/v1/booking/projects/${project.id}/settings`, {
      headers,
      data: { opensAt: '09:00', closesAt: '18:00', slotMinutes: 60, capacity: 1, daysAhead: 30 },
    });
    expect(saved.ok()).toBe(true);
    const summary = async () =>
      (
        (await (await request.get('/api/user/v1/dashboard/summary', { headers })).json()) as {
          data: { visitors: { today: number }; visits: { today: number } };
        }
      ).data;
    const before = await summary();

    // The shop has its bookings list open.
    await signIn(page);
    await page.goto('/booking/list');
    // The area's code is fetched on this first visit: on a loaded CI machine that alone can take seconds.
    await expect(page.getByTestId('bookings-table').locator('tbody > tr.ant-table-row').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('booking-pending-count')).toBeVisible();

    // The visitor opens the project's page in the shop's second language (zh) on a phone.
    const visitor = await visitorPage(browser);
    const site = `/s/${shop.shopKey}/${project.siteKey}`;
    await visitor.page.goto(`${site}?lang=zh`);
    await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(visitor.page.getByRole('heading', { name: '付款方式' })).toBeVisible();
    // The project's own QR code (the pkg area's Projects page) comes before the shop's (its Payment page).
    await expect(visitor.page.getByRole('img', { name: `${project.title} 的付款二维码` })).toHaveAttribute(
      'src',
      project.payUrl ?? QR_URL,
    );
    await expect(visitor.page.getByTestId('pay-explain')).toHaveText('Scan the code with your banking app');
    await expect(visitor.page.getByTestId('pay-complete-explain')).toHaveText(
      'Show the receipt at the counter',
    );

    // The page view is a visit: the project's view count and the dashboard's visitors went up.
    const after = await demoShop(request);
    expect(after.projects.find((p) => p.id === project.id)!.viewCount).toBe(project.viewCount + 1);
    const moved = await summary();
    expect(moved.visitors.today).toBe(before.visitors.today + 1);
    expect(moved.visits.today).toBe(before.visits.today + 1);
    // A reload by the same visitor is not a second visit.
    await visitor.page.reload();
    expect((await demoShop(request)).projects.find((p) => p.id === project.id)!.viewCount).toBe(
      project.viewCount + 1,
    );

    // Free slots of the chosen day, as the form offers them.
    const date = day(20);
    const free = await visitor.page
      .locator(`#f-slot option[value^="${date}T"]:not([disabled])`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(free.length).toBeGreaterThanOrEqual(2);

    // Two bookings for the last place of one slot at the same moment: exactly one gets it.
    const form = (email: string, slot: string) => ({
      form: { slot, name: 'Racer', email, mobile: '+1 555 0100', people: '1', note: '' },
    });
    const race = await Promise.all([
      request.post(`${site}/book?lang=en`, form(freshEmail('race-a'), free[0]!)),
      request.post(`${site}/book?lang=en`, form(freshEmail('race-b'), free[0]!)),
    ]);
    expect(race.map((res) => res.status()).sort()).toEqual([201, 409]);

    // The visitor books the last place of another slot, in Chinese.
    const email = freshEmail('visitor');
    const name = `Zhao ${Date.now().toString(36)}`;
    await visitor.page.reload();
    await visitor.page.getByLabel('日期和时间').selectOption(free[1]!);
    await visitor.page.getByLabel('姓名').fill(name);
    await visitor.page.getByLabel('邮箱').fill(email);
    await visitor.page.getByLabel('手机').fill('+86 138 0000 0000');
    await visitor.page.getByLabel('人数').fill('1');
    await visitor.page.getByRole('button', { name: '立即预约' }).click();
    // The place is only held until the visitor confirms it from the mail.
    await expect(visitor.page.getByTestId('booking-thanks')).toContainText('即将完成：请确认您的预约');
    // The held slot is full already, and a second booking of it is refused.
    await visitor.page.goto(`${site}?lang=zh`);
    await expect(visitor.page.locator(`#f-slot option[value="${free[1]}"]`)).toBeDisabled();
    const late = await request.post(`${site}/book?lang=en`, form(freshEmail('late'), free[1]!));
    expect(late.status()).toBe(409);

    // The visitor opens the link of the mail (read from the outbox) and confirms, in Chinese.
    const mails = async () => {
      const res = await request.get(`/api/test/outbox?email=${encodeURIComponent(email)}`);
      return ((await res.json()) as { data: { list: { subject: string; text: string }[] } }).data.list;
    };
    const holdMail = (await mails()).find((mail) => mail.subject.startsWith('请确认您的预约'))!;
    const link = /https?:\/\/[^\s/]+\/s\/\S+\/confirm\/\S+/.exec(holdMail.text)![0];
    // The console's address, where a visitor can reach it (not the API's own port behind the gateway).
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await visitor.page.goto(link);
    await expect(visitor.page.getByTestId('booking-confirm')).toContainText(name);
    await visitor.page.getByRole('button', { name: '确认预约' }).click();
    await expect(visitor.page.getByTestId('booking-confirmed')).toContainText('谢谢，已收到您的预约');
    await visitor.context.close();

    // The shop's open list shows the new booking without a reload, with a notice.
    await expect(page.getByText('New booking received')).toBeVisible({ timeout: 20_000 });
    const row = page.getByTestId('bookings-table').locator('tbody > tr.ant-table-row', { hasText: name });
    await expect(row).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'pending');

    // The menu entry's pending count is live too, and agrees with the page's.
    const menuBadge = page
      .getByTestId('sidebar')
      .getByRole('menuitem', { name: /booking List/ })
      .getByTestId('menu-badge');
    const pageCount = page.getByTestId('booking-pending-count');
    // The counts as the elements name them: the pill writes 999+ past 999, antd’s badge animates its digits.
    const number = (text: string | null) => Number(text?.match(/\d+/)?.[0] ?? Number.NaN);
    const menuCount = async () => number(await menuBadge.getAttribute('aria-label'));
    const pageCountNow = async () =>
      number(await pageCount.locator('xpath=descendant-or-self::*[@title]').first().getAttribute('title'));
    await expect.poll(menuCount).toBeGreaterThan(0);
    await expect.poll(async () => (await menuCount()) === (await pageCountNow())).toBe(true);
    const pendingBefore = await menuCount();

    // The shop confirms it; the visitor gets the confirmation mail, in Chinese.
    await row.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByTestId('booking-action-dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Yes, Confirm' }).click();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'confirmed');
    await expect.poll(menuCount).toBe(pendingBefore - 1);
    await expect
      .poll(async () => (await mails()).map((mail) => mail.subject))
      .toEqual([
        expect.stringMatching(/^预约 B[0-9A-Z]+ 已确认$/),
        expect.stringMatching(/^已收到预约 B[0-9A-Z]+$/),
        expect.stringMatching(/^请确认您的预约 B[0-9A-Z]+$/),
      ]);

    // The mail's link works once.
    const reused = await request.get(link);
    expect(reused.status()).toBe(409);
    expect(await reused.text()).toContain('此链接已使用过');

    // Its detail drawer shows the history.
    await row.getByRole('button', { name: /^Booking B/ }).click();
    const history = page.getByTestId('booking-history');
    await expect(history).toContainText('Booked by the visitor');
    await expect(history).toContainText('Held (unconfirmed) → Pending');
    await expect(history).toContainText('Pending → Confirmed');
    await page.keyboard.press('Escape');

    // The race's winner never confirmed: the list shows its hold (filtered by status), which the shop cancels.
    const held = page.getByTestId('bookings-table').locator('tbody > tr.ant-table-row', { hasText: 'Racer' });
    await expect(held.first().locator('[data-status]')).toHaveAttribute('data-status', 'held');
    await held.first().getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toContainText('nobody is mailed');
    await dialog.getByRole('textbox').fill('Suspicious hold');
    await dialog.getByRole('button', { name: 'Yes, Cancel booking' }).click();
    await expect(held.first().locator('[data-status]')).toHaveAttribute('data-status', 'cancelled');
  });

  test('the calendar shows a week of bookings and switches to a month', async ({ page }) => {
    // A sign-in and the area's first load: over 45 s on a loaded shared machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/booking/list?view=calendar');
    const calendar = page.getByTestId('booking-calendar');
    await expect(calendar.getByRole('listitem')).toHaveCount(7, { timeout: 30_000 });
    // A week's booking shows its name and its project whole, in a seventh of a 1440 px page (the demo has bookings
    // every day of the weeks around today).
    const booking = calendar.getByTestId(/^calendar-booking-/).first();
    await expect(booking.locator('.ant-typography')).not.toBeEmpty();
    const cut = await booking.evaluate(
      (entry) =>
        [...entry.querySelectorAll('span, .ant-typography')].filter(
          (part) => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).display !== 'inline',
        ).length,
    );
    expect(cut, 'parts of a week entry cut short').toBe(0);
    await calendar.getByText('Month', { exact: true }).click();
    await expect(page.getByTestId('calendar-range')).toHaveText(/^\d{4}-\d{2}$/);
    expect(await calendar.getByRole('listitem').count()).toBeGreaterThanOrEqual(28);
    // A month's cell shows three bookings; a busier day's "more" opens the list of that day, in slot order, with as
    // many bookings as the day counted (the demo has about a dozen a day around today).
    const more = calendar.getByTestId(/^calendar-more-/).first();
    await expect(more).toHaveText(/^\+\d+ more$/);
    const day = (await more.getAttribute('data-testid'))!.replace('calendar-more-', '');
    const label = await calendar.getByTestId(`calendar-day-${day}`).getAttribute('aria-label');
    const count = Number(label?.match(/: ([\d,]+) bookings?$/)?.[1]?.replaceAll(',', ''));
    expect(count).toBeGreaterThan(3);
    expect(
      await calendar
        .getByTestId(`calendar-day-${day}`)
        .getByTestId(/^calendar-booking-/)
        .count(),
    ).toBe(3);
    await more.click();
    await expect(page).toHaveURL(/[?&]sortField=slot&sortOrder=ascend/);
    await expect(page.getByTestId('bookings-total')).toHaveText(`${count.toLocaleString('en')} in all`);
    const slots = page.getByTestId('bookings-table').locator('tbody > tr.ant-table-row td:nth-child(3)');
    const shown = await slots.allTextContents();
    expect(shown.length).toBe(Math.min(count, 20));
    expect(shown.every((slot) => slot.startsWith(day))).toBe(true);
    expect(shown).toEqual([...shown].sort());
  });
});
