import { bookingTransitionRefusal } from '@console/api-contract/values';
import { i18n, setApiFeedback, setUser } from '@console/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../src/api';
import { daysOf } from '../src/pages/bookings/BookingCalendar';
import BookingsPage from '../src/pages/bookings/BookingsPage';
import { PULSE_MS } from '../src/pages/bookings/useNewBookings';
import { booking, envelope, renderPage, setupI18n, stubApi, VIEWER } from './support';

const PENDING = booking({ id: 1, status: 'pending' });
const CONFIRMED = booking({ id: 2, status: 'confirmed', name: 'Carl Confirmed' });
const SETTINGS = {
  list: [
    {
      projectId: 1,
      projectTitle: 'Coffee Corner',
      projectStatus: 'normal',
      opensAt: '09:00',
      closesAt: '18:00',
      slotMinutes: 60,
      capacity: 4,
      daysAhead: 14,
    },
  ],
};
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

function stubBookings(
  list: Booking[],
  extra: Parameters<typeof stubApi>[0] = {},
  pulse = { pending: 1, latestId: 2 },
) {
  // The extra routes first: the stub matches in order, and `:id` would take `calendar` for an id.
  return stubApi({
    'GET /user/v1/booking/settings': () => envelope(SETTINGS),
    ...extra,
    'GET /user/v1/booking/list': () => envelope({ list, total: list.length }),
    'GET /user/v1/booking/pending': () => envelope(pulse),
    'GET /user/v1/booking/:id': (call) =>
      envelope({ ...list.find((item) => call.path.endsWith(`/${item.id}`))!, events: [] }),
  });
}

beforeAll(setupI18n);
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
});

describe('BookingsPage', () => {
  it('the pending count reads dark on gold (at least 4.5:1), and each Edit button of Settings is named "Edit ..."', async () => {
    stubBookings([PENDING]);
    renderPage(BookingsPage, { url: '/booking/list?view=settings' });
    const edit = await screen.findByRole('button', { name: /^Edit booking settings of / });
    expect(edit.textContent).toBe('Edit');
    const indicator = screen.getByTestId('booking-pending-count').querySelector('sup') as HTMLElement;
    const { color, backgroundColor } = getComputedStyle(indicator);
    expect(contrast(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('Settings: one row per project, twenty to a page', async () => {
    const projects = Array.from({ length: 45 }, (_, at) => ({
      ...SETTINGS.list[0]!,
      projectId: at + 1,
      projectTitle: `Site ${at + 1}`,
    }));
    stubApi({
      'GET /user/v1/booking/pending': () => envelope({ pending: 0, latestId: 0 }),
      'GET /user/v1/booking/settings': () => envelope({ list: projects }),
    });
    renderPage(BookingsPage, { url: '/booking/list?view=settings' });
    const table = await screen.findByTestId('booking-settings');
    const titles = () =>
      within(table)
        .getAllByRole('button', { name: /^Edit booking settings of / })
        .map((button) => button.getAttribute('aria-label'));
    expect(titles()).toHaveLength(20);
    fireEvent.click(within(table).getByTitle('3'));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(titles()[0]).toBe('Edit booking settings of Site 41');
  });

  it('Settings: more projects than a page get a box that finds one by name', async () => {
    const projects = (length: number) =>
      Array.from({ length }, (_, at) => ({
        ...SETTINGS.list[0]!,
        projectId: at + 1,
        projectTitle: `Site ${at + 1}`,
      }));
    stubApi({
      'GET /user/v1/booking/pending': () => envelope({ pending: 0, latestId: 0 }),
      'GET /user/v1/booking/settings': () => envelope({ list: projects(45) }),
    });
    renderPage(BookingsPage, { url: '/booking/list?view=settings' });
    const table = await screen.findByTestId('booking-settings');
    const titles = () =>
      within(table)
        .queryAllByRole('button', { name: /^Edit booking settings of / })
        .map((button) => button.getAttribute('aria-label')!.replace('Edit booking settings of ', ''));
    await waitFor(() => expect(titles()).toHaveLength(20));
    const search = within(table).getByRole('searchbox', { name: 'Find a project' });
    fireEvent.change(search, { target: { value: ' site 4' } });
    await waitFor(() =>
      expect(titles()).toEqual(['Site 4', 'Site 40', 'Site 41', 'Site 42', 'Site 43', 'Site 44', 'Site 45']),
    );
    fireEvent.change(search, { target: { value: 'kiosk' } });
    await waitFor(() => expect(titles()).toEqual([]));
    expect(within(table).getByText('No project’s name contains “kiosk”')).toBeTruthy();
  });

  it('Settings: closing before opening is refused on the form, and a refusal of the server reads in the person’s language at its field', async () => {
    const TOO_LONG = 'slotMinutes must be a whole number of minutes from 15 to 480';
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    const api = stubBookings([PENDING], {
      'PUT /user/v1/booking/projects/:id/settings': () =>
        envelope({ fields: { slotMinutes: TOO_LONG } }, 400, -1, TOO_LONG),
    });
    for (const [language, edit, closesBefore, slotTooLong] of [
      [
        'en',
        'Edit booking settings of Coffee Corner',
        'Closing must be after opening',
        /^A slot lasts 15 to 480 minutes/,
      ],
      ['zh', '编辑 Coffee Corner 的预约设置', '关门时间须晚于开门时间', /^时段须为 15 到 480 分钟/],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      const { unmount } = renderPage(BookingsPage, { url: '/booking/list?view=settings' });
      fireEvent.click(await screen.findByRole('button', { name: edit }));
      const dialog = await screen.findByRole('dialog');
      const [opens, closes] = within(dialog).getAllByRole('textbox') as HTMLInputElement[];
      fireEvent.change(opens!, { target: { value: '18:00' } });
      fireEvent.change(closes!, { target: { value: '09:00' } });
      fireEvent.submit(dialog.querySelector('form')!);
      expect(await within(dialog).findByText(closesBefore)).toBeTruthy();
      expect(api.of('PUT /user/v1/booking/projects/1/settings')).toHaveLength(0);

      fireEvent.change(opens!, { target: { value: '09:00' } });
      fireEvent.change(closes!, { target: { value: '09:30' } });
      fireEvent.submit(dialog.querySelector('form')!);
      expect(await within(dialog).findByText(slotTooLong)).toBeTruthy();
      // Said once, at its field: no toast repeats it.
      expect(toasts).toEqual([]);
      unmount();
      api.calls.length = 0;
    }
    await act(() => i18n.changeLanguage('en'));
  });

  it('Settings: a page of projects or fewer has no search box', async () => {
    stubBookings([PENDING]);
    renderPage(BookingsPage, { url: '/booking/list?view=settings' });
    await screen.findByRole('button', { name: 'Edit booking settings of Coffee Corner' });
    expect(screen.queryByTestId('booking-settings-search')).toBeNull();
  });

  it('lists bookings with translated statuses, the pending count, and only the actions each status allows', async () => {
    const api = stubBookings([PENDING, CONFIRMED]);
    renderPage(BookingsPage, { url: '/booking/list' });
    expect(await screen.findByText(PENDING.bookingNo)).toBeTruthy();
    expect(within(row(PENDING.bookingNo)).getByText('Pending').getAttribute('data-status')).toBe('pending');
    expect(within(row(PENDING.bookingNo)).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(row(PENDING.bookingNo)).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(row(CONFIRMED.bookingNo)).getByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(within(row(CONFIRMED.bookingNo)).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('booking-pending-count').textContent).toContain('1'));
    expect(Object.fromEntries(api.of('GET /user/v1/booking/list')[0]!.params)).toMatchObject({
      pageNum: '1',
      sortField: 'createdAt',
    });
  });

  it("the project filter narrows a shop's many sites by their names as one types", async () => {
    const projects = Array.from({ length: 45 }, (_, at) => ({
      ...SETTINGS.list[0]!,
      projectId: at + 1,
      projectTitle: at === 7 ? 'Harbour Kiosk' : `Site ${at + 1}`,
    }));
    stubBookings([PENDING], { 'GET /user/v1/booking/settings': () => envelope({ list: projects }) });
    renderPage(BookingsPage, { url: '/booking/list' });
    await screen.findByText(PENDING.bookingNo);
    const project = screen.getByRole('combobox', { name: 'Project' });
    fireEvent.mouseDown(project);
    fireEvent.change(project, { target: { value: 'harb' } });
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent),
      ).toEqual(['Harbour Kiosk']),
    );
  });

  it('reads the filters from the address (status, days, project, search) and sends them', async () => {
    const api = stubBookings([PENDING]);
    renderPage(BookingsPage, {
      url: '/booking/list?status=pending,confirmed&dateFrom=2026-11-01&dateTo=2026-11-30&projectId=1&search=vera',
    });
    await screen.findByText(PENDING.bookingNo);
    expect(Object.fromEntries(api.of('GET /user/v1/booking/list')[0]!.params)).toMatchObject({
      status: 'pending,confirmed',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      projectId: '1',
      search: 'vera',
    });
  });

  it('confirms after asking, and shows the new status in the row', async () => {
    const api = stubBookings([PENDING], {
      'POST /user/v1/booking/:id/confirm': () => envelope({ ...PENDING, status: 'confirmed' }),
    });
    renderPage(BookingsPage, { url: '/booking/list' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Vera Visitor, 2 people, 2026-11-26 10:00 at Coffee Corner/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Confirm' }));
    await waitFor(() => expect(api.of('POST /user/v1/booking/1/confirm')).toHaveLength(1));
    await waitFor(() => expect(within(row(PENDING.bookingNo)).getByText('Confirmed')).toBeTruthy());
  });

  it('names a party of one "1 person" (held too) and one export "1 booking"', async () => {
    stubBookings([{ ...PENDING, name: 'Noah Dubois', people: 1 }]);
    renderPage(BookingsPage, { url: '/booking/list' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/^Noah Dubois, 1 person, 2026-11-26 10:00 at Coffee Corner\./),
    ).toBeTruthy();
    expect(i18n.t('booking:dialog.bodyHeld', { name: 'Ada Held', people: 1, count: 1 })).toMatch(
      /^Ada Held, 1 person, .* the place is free again at once\.$/,
    );
    expect(i18n.t('booking:list.exported', { count: 1 })).toBe('Exported 1 booking');
    expect(i18n.t('booking:list.exported', { count: 3 })).toBe('Exported 3 bookings');
  });

  it('a refusal because the booking moved meanwhile names its status in Chinese', async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    stubBookings([PENDING], {
      'POST /user/v1/booking/:id/confirm': () =>
        envelope(null, 409, -1, bookingTransitionRefusal('confirm', 'cancelled')),
    });
    await act(() => i18n.changeLanguage('zh'));
    try {
      renderPage(BookingsPage, { url: '/booking/list' });
      // antd spaces a two-character Chinese button's text.
      fireEvent.click(await screen.findByRole('button', { name: '确 认' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定确认' }));
      await waitFor(() => expect(toasts).toEqual(['只有待确认的预约才能改为已确认（此预约为已取消）']));
    } finally {
      setApiFeedback({});
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('asks for a reason before declining, and sends it', async () => {
    const api = stubBookings([PENDING], {
      'POST /user/v1/booking/:id/decline': (call) =>
        envelope({ ...PENDING, status: 'declined', reason: (call.body as { reason: string }).reason }),
    });
    renderPage(BookingsPage, { url: '/booking/list' });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Decline' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeTruthy();
    expect(api.of('POST /user/v1/booking/1/decline')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the visitor)'), {
      target: { value: ' Private event ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Decline' }));
    await waitFor(() => expect(api.of('POST /user/v1/booking/1/decline')).toHaveLength(1));
    expect(api.of('POST /user/v1/booking/1/decline')[0]!.body).toEqual({ reason: 'Private event' });
  });

  it('hides the actions from a user who may only read', async () => {
    stubBookings([PENDING]);
    renderPage(BookingsPage, { url: '/booking/list', user: VIEWER });
    await screen.findByText(PENDING.bookingNo);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('says a refusal once: the list shows it, no toast repeats it', async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    const refused = () => envelope(null, 403, 500, 'You do not have permission to do this');
    stubApi({
      'GET /user/v1/booking/list': refused,
      'GET /user/v1/booking/pending': refused,
      'GET /user/v1/booking/settings': refused,
    });
    renderPage(BookingsPage, { url: '/booking/list', user: { ...VIEWER, perms: [] } });
    expect(await screen.findAllByText(/does not have permission|do not have permission/)).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('reads the list again and says so when a new booking arrives while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let pulse = { pending: 1, latestId: 1 };
    let list = [PENDING];
    const api = stubApi({
      'GET /user/v1/booking/list': () => envelope({ list, total: list.length }),
      'GET /user/v1/booking/pending': () => envelope(pulse),
      'GET /user/v1/booking/settings': () => envelope(SETTINGS),
    });
    renderPage(BookingsPage, { url: '/booking/list' });
    await screen.findByText(PENDING.bookingNo);
    await waitFor(() => expect(api.of('GET /user/v1/booking/pending')).toHaveLength(1));
    const NEW = booking({ id: 7, status: 'pending', name: 'Nina New' });
    list = [NEW, PENDING];
    pulse = { pending: 2, latestId: 7 };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PULSE_MS + 100);
    });
    expect(await screen.findByText('New booking received')).toBeTruthy();
    expect(await screen.findByText(NEW.bookingNo)).toBeTruthy();
    expect(screen.getByTestId('booking-pending-count').textContent).toContain('2');
  });
});

describe('the calendar days', () => {
  it('is a week from Monday, or whole weeks covering the month (at most 42 days)', () => {
    const week = daysOf('week', dayjs('2026-11-26'));
    expect(week.map((day) => day.format('YYYY-MM-DD'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const month = daysOf('month', dayjs('2026-11-10'));
    expect(month[0]!.format('YYYY-MM-DD')).toBe('2026-10-26');
    expect(month.at(-1)!.format('YYYY-MM-DD')).toBe('2026-12-06');
    expect(month.length % 7).toBe(0);
    expect(month.length).toBeLessThanOrEqual(42);
  });

  it('shows the bookings of the week by day', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    stubBookings([], {
      'GET /user/v1/booking/calendar': () =>
        envelope({
          list: [booking({ id: 9, status: 'confirmed', slotDate: today, name: 'Cal Endar' })],
          days: [{ date: today, count: 1 }],
        }),
    });
    renderPage(BookingsPage, { url: '/booking/list?view=calendar' });
    const cell = await screen.findByTestId(`calendar-day-${today}`);
    expect(await within(cell).findByText(/Cal Endar/)).toBeTruthy();
    expect(cell.getAttribute('aria-label')).toBe(`${today}: 1 booking`);
    expect(within(cell).queryByTestId(`calendar-more-${today}`)).toBeNull();
  });

  it('names its previous and next buttons by the week or month they move by, in en and zh', async () => {
    stubBookings([], { 'GET /user/v1/booking/calendar': () => envelope({ list: [], days: [] }) });
    renderPage(BookingsPage, { url: '/booking/list?view=calendar' });
    const range = await screen.findByTestId('calendar-range');
    const weekShown = range.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(range.textContent).not.toBe(weekShown);
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(range.textContent).toBe(weekShown);
    fireEvent.click(screen.getByText('Month', { exact: true }));
    expect(await screen.findByRole('button', { name: 'Next month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    try {
      expect(screen.getByRole('button', { name: '上个月' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '下个月' })).toBeTruthy();
      fireEvent.click(screen.getByText('周', { exact: true }));
      expect(await screen.findByRole('button', { name: '上一周' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '下一周' })).toBeTruthy();
      expect(screen.queryByText(/上一页|下一页/)).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says how many more a busy day has, and opens the list of that day in slot order', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    // The server sends a day's first bookings (twenty for a week, three for a month) and the day's whole count.
    const sent = (perDay: number) =>
      Array.from({ length: perDay }, (_, i) =>
        booking({ id: 100 + i, status: 'confirmed', slotDate: today, name: `Guest ${i}` }),
      );
    const api = stubBookings([], {
      'GET /user/v1/booking/calendar': (call) => {
        const perDay = Number(call.params.get('perDay') ?? 20);
        return envelope({ list: sent(perDay), days: [{ date: today, count: 1234 }] });
      },
    });
    renderPage(BookingsPage, { url: '/booking/list?view=calendar' });
    const cell = await screen.findByTestId(`calendar-day-${today}`);
    expect(await within(cell).findByText(/^Guest 19 ×/)).toBeTruthy();
    expect(cell.getAttribute('aria-label')).toBe(`${today}: 1,234 bookings`);
    const weekMore = within(cell).getByTestId(`calendar-more-${today}`);
    expect(weekMore.textContent).toBe('+1,214 more');
    expect(weekMore.getAttribute('aria-label')).toBe(
      `+1,214 more: all 1,234 bookings of ${today}, in the list`,
    );
    expect(api.of('GET /user/v1/booking/calendar')[0]!.params.has('perDay')).toBe(false);

    fireEvent.click(screen.getByText('Month', { exact: true }));
    await waitFor(() =>
      expect(api.of('GET /user/v1/booking/calendar').at(-1)!.params.get('perDay')).toBe('3'),
    );
    const monthCell = await screen.findByTestId(`calendar-day-${today}`);
    await waitFor(() =>
      expect(within(monthCell).getByTestId(`calendar-more-${today}`).textContent).toBe('+1,231 more'),
    );
    expect(within(monthCell).getByText(/^Guest 2 ×/)).toBeTruthy();
    expect(within(monthCell).queryByText(/^Guest 3 ×/)).toBeNull();

    fireEvent.click(within(monthCell).getByTestId(`calendar-more-${today}`));
    await waitFor(() => expect(api.of('GET /user/v1/booking/list').length).toBeGreaterThan(0));
    const asked = api.of('GET /user/v1/booking/list').at(-1)!.params;
    expect(Object.fromEntries(asked)).toMatchObject({
      dateFrom: today,
      dateTo: today,
      sortField: 'slot',
      sortOrder: 'ascend',
    });
  });
});

/** WCAG contrast of two CSS colours, #rrggbb or rgb()/rgba() (an alpha colour drawn over the other). */
function contrast(foreground: string, background: string): number {
  const parse = (css: string) =>
    css.startsWith('#')
      ? [1, 3, 5].map((at) => parseInt(css.slice(at, at + 2), 16))
      : (css.match(/[\d.]+/g) ?? []).map(Number);
  const [br = 0, bg = 0, bb = 0] = parse(background);
  const [fr = 0, fg = 0, fb = 0, fa = 1] = parse(foreground);
  const over = [fr * fa + br * (1 - fa), fg * fa + bg * (1 - fa), fb * fa + bb * (1 - fa)];
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const [light, dark] = [luminance(over), luminance([br, bg, bb])].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
