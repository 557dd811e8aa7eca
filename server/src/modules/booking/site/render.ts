import { createHash } from 'node:crypto';
import { hhmm } from '../settings.js';
import type { Slot } from '../book.js';
import { fill, plural, type PortalStrings } from './strings.js';

/** Text for HTML (element content and quoted attribute values). */
export const esc = (text: string | number): string =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A URL for an img src: http(s) or a same-origin path only (anything else is dropped). */
const safeUrl = (url: string | null): string | null =>
  url && (/^https?:\/\//i.test(url) || /^\/[^/\\]/.test(url)) ? url : null;

// Small, system fonts, WCAG AA contrast in light and dark (prefers-color-scheme).
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#fafafa}
header{display:flex;flex-wrap:wrap;align-items:center;gap:12px;padding:12px 16px;background:#1b085b;color:#fff}
header a{color:#fff}header img{width:40px;height:40px;border-radius:8px;object-fit:cover;background:#fff}
header h1{font-size:1.25rem;margin:0;flex:1}nav ul{display:flex;gap:12px;list-style:none;margin:0;padding:0}
nav a[aria-current]{font-weight:700;text-decoration:none}main{max-width:720px;margin:0 auto;padding:16px}
h2{font-size:1.2rem}.card{background:#fff;border:1px solid #d9d9d9;border-radius:8px;padding:16px;margin:0 0 16px}
.cover{width:100%;height:auto;max-height:320px;object-fit:cover;border-radius:8px}
.qr{width:200px;height:200px;object-fit:contain;background:#fff}ul.projects{list-style:none;padding:0}
ul.projects li{margin:0 0 12px}a{color:#4b3bc4}label{display:block;font-weight:600;margin:12px 0 4px}
input,select,textarea{width:100%;font:inherit;padding:10px;border:1px solid #767676;border-radius:6px;background:#fff;color:#1f1f1f}
button,.button{display:inline-block;margin-top:16px;padding:12px 20px;font:inherit;font-weight:600;color:#fff;background:#5a48d6;border:0;border-radius:6px;text-decoration:none;cursor:pointer}
.error{color:#b3261e;margin:4px 0 0}.alert{border:1px solid #b3261e;color:#b3261e;background:#fff;padding:12px;border-radius:6px}
.notice{border-left:4px solid #5a48d6;padding:8px 12px;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#141414}.card,.notice,.alert{background:#1f1f1f;border-color:#424242}
a{color:#b4a9ff}input,select,textarea{background:#141414;color:#eee;border-color:#8c8c8c}.error,.alert{color:#ff8a80}}`;

const CSS_HASH = `sha256-${createHash('sha256').update(CSS).digest('base64')}`;

/** The site's own policy: no script at all, its one style block by hash, images from anywhere http(s). */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `default-src 'none'; style-src '${CSS_HASH}'; img-src 'self' https: http: data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

export interface Shop {
  id: number;
  name: string;
  siteKey: string;
  logoUrl: string | null;
  description: string;
  payUrl: string | null;
  payExplain: string;
  payCompleteExplain: string;
}

export interface PageContext {
  shop: Shop;
  t: PortalStrings;
  lang: string;
  /** The shop's site languages (code, native name), for the switch. */
  languages: { code: string; nativeName: string }[];
  /** The current page's path (the switch links keep it). */
  path: string;
}

const link = (path: string, lang: string): string => `${path}?lang=${encodeURIComponent(lang)}`;

/**
 * The tab's icon: the shop's logo, else a small calendar drawn inline. Without a <link rel="icon"> every visit asked
 * the server for /favicon.ico and got a 404; a data: URL costs no request (the CSP's img-src allows data:).
 */
const DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="6" width="26" height="23" rx="4" fill="#1668dc"/>' +
    '<rect x="7" y="13" width="18" height="12" rx="1" fill="#fff"/><rect x="9" y="3" width="3" height="7" rx="1.5" fill="#1668dc"/>' +
    '<rect x="20" y="3" width="3" height="7" rx="1.5" fill="#1668dc"/></svg>',
)}`;

function favicon(logo: string | null | undefined): string {
  return `<link rel="icon" href="${esc(logo || DEFAULT_ICON)}">`;
}

export function page(ctx: PageContext, title: string, body: string): string {
  const switcher =
    ctx.languages.length > 1
      ? `<nav aria-label="${esc(ctx.t.language)}"><ul>${ctx.languages
          .map(
            (language) =>
              `<li><a href="${esc(link(ctx.path, language.code))}" hreflang="${esc(language.code)}" lang="${esc(language.code)}"${
                language.code === ctx.lang ? ' aria-current="page"' : ''
              }>${esc(language.nativeName)}</a></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const logo = safeUrl(ctx.shop.logoUrl);
  return `<!doctype html><html lang="${esc(ctx.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>${favicon(logo)}
<meta name="description" content="${esc(ctx.shop.description || ctx.shop.name)}"><style>${CSS}</style></head><body>
<header>${logo ? `<img src="${esc(logo)}" alt="${esc(fill(ctx.t.logoAlt, { shop: ctx.shop.name }))}" width="40" height="40">` : ''}
<h1><a href="${esc(link(`/s/${ctx.shop.siteKey}`, ctx.lang))}">${esc(ctx.shop.name)}</a></h1>${switcher}</header>
<main>${body}</main></body></html>`;
}

export interface ProjectView {
  id: number;
  title: string;
  cover: string | null;
  payUrl: string | null;
  status: string;
  siteKey: string;
}

export function indexBody(ctx: PageContext, projects: ProjectView[]): string {
  const items = projects
    .map((project) => {
      const cover = safeUrl(project.cover);
      return `<li class="card">${
        cover
          ? `<img class="cover" src="${esc(cover)}" alt="${esc(fill(ctx.t.coverAlt, { title: project.title }))}" loading="lazy" width="688" height="320">`
          : ''
      }<h2><a href="${esc(link(`/s/${ctx.shop.siteKey}/${project.siteKey}`, ctx.lang))}">${esc(project.title)}</a></h2></li>`;
    })
    .join('');
  return `${ctx.shop.description ? `<p>${esc(ctx.shop.description)}</p>` : ''}<h2>${esc(ctx.t.projects)}</h2>${
    items ? `<ul class="projects">${items}</ul>` : `<p>${esc(ctx.t.noProjects)}</p>`
  }`;
}

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  alert?: string;
}

const field = (name: string, label: string, control: string, error: string | undefined): string =>
  `<label for="f-${name}">${esc(label)}</label>${control}${
    error ? `<p class="error" id="e-${name}">${esc(error)}</p>` : ''
  }`;

const described = (name: string, state: FormState): string =>
  state.errors[name] ? ` aria-invalid="true" aria-describedby="e-${name}"` : '';

export function projectBody(
  ctx: PageContext,
  project: ProjectView,
  availability: { capacity: number; days: { date: string; slots: Slot[] }[] } | null,
  state: FormState,
): string {
  const t = ctx.t;
  const cover = safeUrl(project.cover);
  const qr = safeUrl(project.payUrl ?? ctx.shop.payUrl);
  const parts = [
    `<h2 id="project-title">${esc(project.title)}</h2>`,
    cover
      ? `<img class="cover" src="${esc(cover)}" alt="${esc(fill(t.coverAlt, { title: project.title }))}" width="688" height="320">`
      : '',
  ];
  if (project.status !== 'normal') {
    parts.push(`<p class="notice" data-testid="project-closed">${esc(t.closed)}</p>`);
    return parts.join('');
  }
  // The explanations are sanitised HTML (on write by the pkg area, and again when read: routes.ts, findShop).
  parts.push(
    `<section class="card" aria-labelledby="pay-h"><h2 id="pay-h">${esc(t.pay)}</h2>${
      qr
        ? `<img class="qr" src="${esc(qr)}" alt="${esc(fill(t.qrAlt, { title: project.title }))}" width="200" height="200">`
        : ''
    }<div data-testid="pay-explain">${ctx.shop.payExplain}</div>${
      ctx.shop.payCompleteExplain
        ? `<h3>${esc(t.payDone)}</h3><div data-testid="pay-complete-explain">${ctx.shop.payCompleteExplain}</div>`
        : ''
    }</section>`,
  );
  const v = (name: string) => esc(state.values[name] ?? '');
  const options = (availability?.days ?? [])
    .map(
      (day) =>
        `<optgroup label="${esc(day.date)}">${day.slots
          .map((slot) => {
            const value = `${slot.date}T${hhmm(slot.start)}`;
            const time = hhmm(slot.start);
            const label = `${slot.date} ${
              slot.left > 0
                ? plural(t, ctx.lang, 'slotPlaces', slot.left, { time, left: slot.left })
                : fill(t.slotFull, { time })
            }`;
            return `<option value="${esc(value)}"${slot.left === 0 ? ' disabled' : ''}${
              state.values.slot === value ? ' selected' : ''
            }>${esc(label)}</option>`;
          })
          .join('')}</optgroup>`,
    )
    .join('');
  const max = availability?.capacity ?? 1;
  const form = options
    ? `<form method="post" action="/s/${esc(ctx.shop.siteKey)}/${esc(project.siteKey)}/book?lang=${esc(ctx.lang)}" novalidate>
${state.alert ? `<p class="alert" role="alert">${esc(state.alert)}</p>` : ''}
${field('slot', t.slot, `<select id="f-slot" name="slot" required${described('slot', state)}>${options}</select>`, state.errors.slot)}
${field('name', t.name, `<input id="f-name" name="name" type="text" autocomplete="name" maxlength="100" required value="${v('name')}"${described('name', state)}>`, state.errors.name)}
${field('email', t.email, `<input id="f-email" name="email" type="email" autocomplete="email" maxlength="254" required value="${v('email')}"${described('email', state)}>`, state.errors.email)}
${field('mobile', t.mobile, `<input id="f-mobile" name="mobile" type="tel" autocomplete="tel" maxlength="20" required value="${v('mobile')}"${described('mobile', state)}>`, state.errors.mobile)}
${field('people', t.people, `<input id="f-people" name="people" type="number" inputmode="numeric" min="1" max="${max}" required value="${v('people') || '1'}"${described('people', state)}>`, state.errors.people)}
${field('note', t.note, `<textarea id="f-note" name="note" rows="3" maxlength="1000"${described('note', state)}>${v('note')}</textarea>`, state.errors.note)}
<button type="submit">${esc(t.submit)}</button></form>`
    : `<p>${esc(t.noSlots)}</p>`;
  parts.push(
    `<section class="card" id="book" aria-labelledby="book-h"><h2 id="book-h">${esc(t.bookTitle)}</h2>${form}</section>`,
  );
  return parts.join('');
}

/** After a booking: the places are held; the visitor is asked to confirm from the mail before `until`. */
export function thanksBody(
  ctx: PageContext,
  project: ProjectView,
  booking: { bookingNo: string; people: number; date: string; time: string; email: string; until: string },
): string {
  return `<section class="card" data-testid="booking-thanks"><h2>${esc(ctx.t.thanksTitle)}</h2><p>${esc(
    fill(ctx.t.thanksText, {
      no: booking.bookingNo,
      people: booking.people,
      date: booking.date,
      time: booking.time,
      title: project.title,
      email: booking.email,
      until: booking.until,
    }),
  )}</p><a class="button" href="${esc(link(`/s/${ctx.shop.siteKey}/${project.siteKey}`, ctx.lang))}">${esc(
    fill(ctx.t.back, { title: project.title }),
  )}</a></section>`;
}

/** A booking as the confirmation page shows it. */
export interface HoldView {
  bookingNo: string;
  name: string;
  email: string;
  people: number;
  slotDate: string;
  slotStart: string;
  title: string;
}

/**
 * The confirmation link's page: `ask` shows the booking and a button that posts the confirmation (a GET never
 * confirms: mail scanners open links), the other states say what happened, in the page's language.
 */
export function confirmBody(
  ctx: PageContext,
  hold: HoldView,
  state: 'ask' | 'confirmed' | 'used' | 'expired' | 'cancelled',
  action: string,
  minutes: number,
): string {
  const t = ctx.t;
  const values = {
    no: hold.bookingNo,
    name: hold.name,
    people: hold.people,
    date: hold.slotDate,
    time: hold.slotStart,
    title: hold.title,
    email: hold.email,
    minutes,
  };
  const text = (template: string) => `<p>${esc(fill(template, values))}</p>`;
  if (state === 'ask')
    return `<section class="card" data-testid="booking-confirm"><h2>${esc(t.confirmTitle)}</h2>${text(
      t.confirmText,
    )}<form method="post" action="${esc(action)}"><button type="submit">${esc(
      t.confirmButton,
    )}</button></form></section>`;
  if (state === 'confirmed')
    return `<section class="card" data-testid="booking-confirmed"><h2>${esc(t.confirmedTitle)}</h2>${text(
      t.confirmText,
    )}${text(t.confirmedText)}</section>`;
  const message =
    state === 'used' ? t.confirmUsed : state === 'expired' ? t.confirmExpired : t.confirmCancelled;
  return `<section class="card" data-testid="booking-confirm-${state}"><h2>${esc(
    t.confirmTitle,
  )}</h2><p class="alert" role="alert">${esc(fill(message, values))}</p></section>`;
}

/** The 404 page; without a shop, a bare header. */
export function notFoundPage(
  t: PortalStrings,
  lang: string,
  shop: Shop | null,
  ctx: PageContext | null,
): string {
  const body = `<h2>${esc(t.notFoundTitle)}</h2><p>${esc(t.notFoundText)}</p>${
    shop
      ? `<p><a href="${esc(link(`/s/${shop.siteKey}`, lang))}">${esc(fill(t.home, { shop: shop.name }))}</a></p>`
      : ''
  }`;
  if (ctx) return page(ctx, t.notFoundTitle, body);
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t.notFoundTitle)}</title>${favicon(null)}<style>${CSS}</style></head>
<body><main>${body}</main></body></html>`;
}
