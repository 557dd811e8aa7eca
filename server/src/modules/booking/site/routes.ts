import { bookingSiteRoutes as contract, isCalendarDate } from '@console/api-contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { BackgroundTasks } from '../../../platform/background.js';
import type { Config } from '../../../platform/config.js';
import type { Mailer } from '../../../platform/mailer.js';
import type { LimitRule, RateLimiter } from '../../../platform/rate-limit.js';
import { AppError } from '../../../platform/errors.js';
import { publicOrigin } from '../../../platform/public-url.js';
import type { ApiTypeProvider } from '../../../platform/type-provider.js';
import { withoutRefusedText } from '../../../platform/validation.js';
import { deviceOf, isBot, originOf } from '../../stats/service.js';
import { derivedVisitorKey, type VisitCounter } from '../../stats/visit-counter.js';
import { sanitizeExplain } from '../../../platform/rich-text.js';
import { BOOKING_HOLD_MINUTES } from '@console/api-contract';
import {
  availability,
  confirmHold,
  createBooking,
  hashToken,
  HOLD_MAX_PLACES_PER_ADDRESS,
  HOLD_MAX_PLACES_PER_EMAIL,
  type BookingInput,
} from '../book.js';
import { mailVisitor } from '../mail.js';
import { minutesOf } from '../settings.js';
import {
  confirmBody,
  indexBody,
  notFoundPage,
  page,
  projectBody,
  SITE_HEADERS,
  thanksBody,
  type FormState,
  type HoldView,
  type PageContext,
  type ProjectView,
  type Shop,
} from './render.js';
import { fill, portalStrings } from './strings.js';

interface SiteDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  mailer: Mailer;
  tasks: BackgroundTasks;
  visits: VisitCounter;
}

/**
 * Booking attempts per client address in any 10 minutes (a sliding window: no burst across a window's edge): enough
 * for a family booking a few slots, not for a script. The places an address or an email may hold unconfirmed are
 * capped apart from this (book.ts).
 */
export const BOOKING_LIMIT: LimitRule = { name: 'booking:ip', max: 10, windowSeconds: 600, sliding: true };
const VISITOR_COOKIE = 'sv';
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The visitor of a page view: their cookie, or (none sent) a key derived from their address and client hints, which
 * the cookie is then set to: a client without cookies keeps one key for the day, a browser keeps it for a year.
 */
function visitorOf(request: FastifyRequest): { id: string; fresh: boolean } {
  const match = /(?:^|;\s*)sv=([A-Za-z0-9_-]{16,64})(?:;|$)/.exec(request.headers.cookie ?? '');
  if (match?.[1]) return { id: match[1], fresh: false };
  return { id: derivedVisitorKey(request), fresh: true };
}

/**
 * The public site (docs/booking.md): server-rendered HTML, no script, at `/s/<shop key>` and
 * `/s/<shop key>/<project key>`; the booking form posts to `.../book`. No session; the gateway forwards `/s/`.
 */
/** The booking form's fields, as the project page names them. */
const BOOKING_FIELDS = ['slot', 'name', 'email', 'mobile', 'people', 'note'] as const;

export const siteRoutes: FastifyPluginAsync<{ deps: SiteDeps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config } = deps;

  // A plain HTML form posts application/x-www-form-urlencoded (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const values: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body.toString())) values[name] = value;
      done(null, values);
    },
  );

  // The API-wide input check (platform/validation.ts) refuses control characters and lone surrogates before any
  // handler runs, and answers in the JSON envelope. A visitor who posted the booking form gets the form back
  // instead: the refused characters dropped, the fields that held them marked, everything else as typed.
  app.setErrorHandler(async (error, request, reply) => {
    const refused =
      error instanceof AppError && error.httpStatus === 400 && error.fields && request.method === 'POST'
        ? error.fields
        : null;
    const params = request.params as { shopKey?: string; projectKey?: string };
    if (!refused || !request.routeOptions.url?.endsWith('/book') || !params.shopKey) throw error;
    const query = (request.query ?? {}) as { lang?: unknown };
    const lang = typeof query.lang === 'string' ? withoutRefusedText(query.lang) : undefined;
    const shop = await findShop(withoutRefusedText(params.shopKey));
    const project = shop ? await findProject(shop, withoutRefusedText(params.projectKey ?? '')) : null;
    // No such shop or project: the API's own answer (a field error), as on every other route.
    if (!shop || !project) throw error;
    const ctx = await context(shop, lang, `/s/${shop.siteKey}/${project.siteKey}`);
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const values = Object.fromEntries(
      BOOKING_FIELDS.map((name) => [name, withoutRefusedText(String(form[name] ?? '')).trim()]),
    );
    const errors = Object.fromEntries(
      BOOKING_FIELDS.filter((name) => name in refused).map((name) => [name, ctx.t.errCharacters]),
    );
    return projectPage(reply, ctx, project, { values, errors, alert: ctx.t.formError }, 400);
  });

  async function findShop(key: string): Promise<Shop | null> {
    if (!KEY.test(key)) return null;
    const shop = await db.one<Shop>(
      `select id, name, site_key as "siteKey", logo_url as "logoUrl", description, pay_url as "payUrl",
              pay_explain as "payExplain", pay_complete_explain as "payCompleteExplain"
         from customers where site_key = $1`,
      [key],
    );
    // The explanations are sanitised when written (pkg); sanitised again here, on the way to a stranger's browser,
    // so a row written another way (an import, a future endpoint, a manual fix) cannot put a script on the site.
    return shop
      ? {
          ...shop,
          payExplain: sanitizeExplain(shop.payExplain ?? ''),
          payCompleteExplain: sanitizeExplain(shop.payCompleteExplain ?? ''),
        }
      : null;
  }

  async function context(shop: Shop, lang: string | undefined, path: string): Promise<PageContext> {
    const linked = await db.query<{ code: string; nativeName: string }>(
      `select l.code, l.native_name as "nativeName" from customer_languages c join languages l on l.code = c.language_code
        where c.customer_id = $1 order by c.created_at, l.position`,
      [shop.id],
    );
    const languages = linked.length > 0 ? linked : [{ code: 'en', nativeName: 'English' }];
    const chosen = languages.find((language) => language.code === lang)?.code ?? languages[0]!.code;
    return { shop, t: portalStrings(chosen).strings, lang: chosen, languages, path };
  }

  const send = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).headers(SITE_HEADERS).type('text/html; charset=utf-8').send(body);

  async function notFound(reply: FastifyReply, shop: Shop | null, lang: string | undefined) {
    if (!shop) {
      const { language, strings } = portalStrings(lang ?? 'en');
      return send(reply, 404, notFoundPage(strings, language, null, null));
    }
    const ctx = await context(shop, lang, `/s/${shop.siteKey}`);
    return send(reply, 404, notFoundPage(ctx.t, ctx.lang, shop, ctx));
  }

  async function findProject(shop: Shop, key: string | undefined): Promise<ProjectView | null> {
    if (!key || !KEY.test(key)) return null;
    return db.one<ProjectView>(
      `select id, title, cover, pay_url as "payUrl", status, site_key as "siteKey" from projects
        where customer_id = $1 and site_key = $2`,
      [shop.id, key],
    );
  }

  /** The shop and project a project page's address names, with the page's context; else the shop (if any) for a 404. */
  async function projectAt(
    params: { shopKey: string; projectKey?: string },
    lang: string | undefined,
  ): Promise<{ shop: Shop; project: ProjectView; ctx: PageContext } | { missing: Shop | null }> {
    const shop = await findShop(params.shopKey);
    const project = shop ? await findProject(shop, params.projectKey) : null;
    if (!shop || !project) return { missing: shop };
    return { shop, project, ctx: await context(shop, lang, `/s/${shop.siteKey}/${project.siteKey}`) };
  }

  /**
   * Counts the view as a visit once per visitor, project and day (stats/visit-counter.ts), never a bot's; past the
   * address's limits the page is served and not counted.
   */
  function countVisit(request: FastifyRequest, reply: FastifyReply, shop: Shop, project: ProjectView): void {
    const visitor = visitorOf(request);
    if (visitor.fresh)
      void reply.header(
        'set-cookie',
        `${VISITOR_COOKIE}=${visitor.id}; Path=/s/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
      );
    const userAgent = request.headers['user-agent'];
    if (isBot(userAgent) || !deps.visits.withinRate(request.ip)) return;
    const referrer = request.headers.referer ?? '';
    const origin = referrer ? originOf(referrer) : 'direct';
    deps.visits.offer({
      project: { id: project.id, customerId: shop.id },
      visitorKey: visitor.id,
      ip: request.ip,
      device: deviceOf(userAgent),
      origin: origin && origin.length <= 255 ? origin : 'direct',
      at: config.now(),
    });
  }

  async function projectPage(
    reply: FastifyReply,
    ctx: PageContext,
    project: ProjectView,
    state: FormState,
    status = 200,
  ) {
    const open = project.status === 'normal';
    const slots = open ? await availability(db, ctx.shop.id, project.id, config.now()) : null;
    const body = projectBody(
      ctx,
      project,
      slots ? { capacity: slots.rules.capacity, days: slots.days } : null,
      state,
    );
    return send(reply, status, page(ctx, `${project.title} · ${ctx.shop.name}`, body));
  }

  app.get('/s/:shopKey', { schema: contract.page, config: { public: true } }, async (request, reply) => {
    const shop = await findShop(request.params.shopKey);
    if (!shop) return notFound(reply, null, request.query.lang);
    const ctx = await context(shop, request.query.lang, `/s/${shop.siteKey}`);
    const projects = await db.query<ProjectView>(
      `select id, title, cover, pay_url as "payUrl", status, site_key as "siteKey" from projects
        where customer_id = $1 and status = 'normal' order by id`,
      [shop.id],
    );
    return send(reply, 200, page(ctx, shop.name, indexBody(ctx, projects)));
  });

  app.get(
    '/s/:shopKey/:projectKey',
    { schema: contract.page, config: { public: true } },
    async (request, reply) => {
      const found = await projectAt(request.params, request.query.lang);
      if ('missing' in found) return notFound(reply, found.missing, request.query.lang);
      const { shop, project, ctx } = found;
      if (project.status === 'normal') countVisit(request, reply, shop, project);
      return projectPage(reply, ctx, project, { values: {}, errors: {} });
    },
  );

  app.post(
    '/s/:shopKey/:projectKey/book',
    { schema: contract.book, config: { public: true } },
    async (request, reply) => {
      const found = await projectAt(request.params, request.query.lang);
      if ('missing' in found) return notFound(reply, found.missing, request.query.lang);
      const { shop, project, ctx } = found;
      const t = ctx.t;
      const form = request.body as Record<string, string | undefined>;
      const values = {
        slot: (form.slot ?? '').trim(),
        name: (form.name ?? '').trim(),
        email: (form.email ?? '').trim(),
        mobile: (form.mobile ?? '').trim(),
        people: (form.people ?? '').trim(),
        note: (form.note ?? '').trim(),
      };
      if (project.status !== 'normal') return projectPage(reply, ctx, project, { values, errors: {} }, 409);

      const { rules } = await availability(db, shop.id, project.id, config.now());
      const errors: Record<string, string> = {};
      const slot = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(values.slot);
      if (!slot || !isCalendarDate(slot[1]!)) errors.slot = t.errSlot;
      if (values.name.length < 1 || values.name.length > 100) errors.name = t.errName;
      if (values.email.length > 254 || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(values.email))
        errors.email = t.errEmail;
      if (!/^\+?[0-9 ()-]{5,20}$/.test(values.mobile) || (values.mobile.match(/\d/g)?.length ?? 0) < 5)
        errors.mobile = t.errMobile;
      const people = /^\d{1,4}$/.test(values.people) ? Number(values.people) : NaN;
      if (!(people >= 1 && people <= rules.capacity))
        errors.people = fill(t.errPeople, { max: rules.capacity });
      if (values.note.length > 1000) errors.note = t.errNote;
      if (Object.keys(errors).length > 0)
        return projectPage(reply, ctx, project, { values, errors, alert: t.formError }, 400);

      const attempt = await deps.limiter.attempt(BOOKING_LIMIT, request.ip);
      if (!attempt.allowed) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(attempt.retryAfterSeconds))));
        return projectPage(reply, ctx, project, { values, errors: {}, alert: t.tooMany }, 429);
      }
      const input: BookingInput = {
        date: slot![1]!,
        start: minutesOf(slot![2]!),
        name: values.name,
        email: values.email,
        mobile: values.mobile,
        people,
        note: values.note,
        language: ctx.lang,
      };
      const result = await createBooking(db, { customerId: shop.id, id: project.id }, input, config.now(), {
        ip: request.ip,
      });
      if (!result.ok) {
        if (result.problem === 'closed')
          return projectPage(reply, ctx, { ...project, status: 'closed' }, { values, errors: {} }, 409);
        // A cap on unconfirmed places: 429, the form back with what to do.
        if (result.problem === 'address' || result.problem === 'email' || result.problem === 'busy') {
          const alert =
            result.problem === 'address'
              ? fill(t.errHoldAddress, { max: HOLD_MAX_PLACES_PER_ADDRESS })
              : result.problem === 'email'
                ? fill(t.errHoldEmail, { max: HOLD_MAX_PLACES_PER_EMAIL })
                : t.errHoldBusy;
          return projectPage(reply, ctx, project, { values, errors: {}, alert }, 429);
        }
        const error = result.problem === 'full' ? t.errSlotFull : t.errSlot;
        return projectPage(reply, ctx, project, { values, errors: { slot: error }, alert: t.formError }, 409);
      }
      const until = `${result.expiresAt.toISOString().slice(0, 16).replace('T', ' ')}`;
      const origin = publicOrigin(config, request);
      const url = `${origin}/s/${shop.siteKey}/confirm/${result.token}?lang=${encodeURIComponent(ctx.lang)}`;
      deps.tasks.run('booking hold mail', () =>
        mailVisitor(db, deps.mailer, shop.id, result.id, 'hold', { url, until }),
      );
      const body = thanksBody(ctx, project, {
        bookingNo: result.bookingNo,
        people,
        date: input.date,
        time: slot![2]!,
        email: values.email,
        until,
      });
      return send(reply, 201, page(ctx, `${t.thanksTitle} · ${shop.name}`, body));
    },
  );

  /** The booking a confirmation token names, as its page shows it; null when the token names none of this shop's. */
  async function holdView(
    shop: Shop,
    token: string,
  ): Promise<(HoldView & { status: string; expired: boolean; confirmed: boolean }) | null> {
    if (token.length > 100) return null;
    return db.one(
      `select b.booking_no as "bookingNo", b.name, b.email, b.people, to_char(b.slot_date, 'YYYY-MM-DD') as "slotDate",
              lpad((b.slot_start / 60)::text, 2, '0') || ':' || lpad((b.slot_start % 60)::text, 2, '0') as "slotStart",
              p.title, b.status, coalesce(b.hold_expires_at <= $3, false) as expired,
              b.email_confirmed_at is not null as confirmed
         from bookings b join projects p on p.customer_id = b.customer_id and p.id = b.project_id
        where b.customer_id = $1 and b.confirm_token_hash = $2`,
      [shop.id, hashToken(token), config.now()],
    );
  }

  /**
   * The shop, the booking and the page context a confirmation link names, for both its routes; null once the site's
   * 404 page is sent (an unknown shop or token).
   */
  async function resolveHold(
    params: { shopKey: string; token: string },
    lang: string | undefined,
    reply: FastifyReply,
  ) {
    const shop = await findShop(params.shopKey);
    const hold = shop ? await holdView(shop, params.token) : null;
    if (!shop || !hold) {
      await notFound(reply, shop, lang);
      return null;
    }
    const path = `/s/${shop.siteKey}/confirm/${params.token}`;
    return { shop, hold, path, ctx: await context(shop, lang, path) };
  }

  // The mail's one-time link (docs/booking.md, "Holds"). GET shows the booking and a button, POST confirms: a mail
  // scanner that opens links confirms nothing. An unknown token answers the site's 404 page.
  app.get(
    '/s/:shopKey/confirm/:token',
    { schema: contract.confirm, config: { public: true } },
    async (request, reply) => {
      const found = await resolveHold(request.params, request.query.lang, reply);
      if (!found) return reply;
      const { shop, hold, path, ctx } = found;
      const state =
        hold.status === 'held' && !hold.expired
          ? 'ask'
          : hold.status === 'held' || hold.status === 'expired'
            ? 'expired'
            : hold.confirmed
              ? 'used'
              : 'cancelled';
      const status = state === 'ask' ? 200 : state === 'expired' ? 410 : 409;
      const action = `${path}?lang=${encodeURIComponent(ctx.lang)}`;
      const body = confirmBody(ctx, hold, state, action, BOOKING_HOLD_MINUTES);
      return send(reply, status, page(ctx, `${ctx.t.confirmTitle} · ${shop.name}`, body));
    },
  );

  app.post(
    '/s/:shopKey/confirm/:token',
    { schema: contract.confirm, config: { public: true } },
    async (request, reply) => {
      const found = await resolveHold(request.params, request.query.lang, reply);
      if (!found) return reply;
      const { shop, hold, ctx } = found;
      const result = await confirmHold(db, request.params.token, config.now());
      if (result.outcome === 'unknown') return notFound(reply, shop, request.query.lang);
      if (result.outcome === 'confirmed')
        deps.tasks.run('booking received mail', () =>
          mailVisitor(db, deps.mailer, shop.id, result.id, 'received'),
        );
      const status = result.outcome === 'confirmed' ? 200 : result.outcome === 'expired' ? 410 : 409;
      const body = confirmBody(ctx, hold, result.outcome, '', BOOKING_HOLD_MINUTES);
      return send(reply, status, page(ctx, `${ctx.t.confirmTitle} · ${shop.name}`, body));
    },
  );
};
