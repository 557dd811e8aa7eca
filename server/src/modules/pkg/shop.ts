import type { PayInfo, PayInfoBody, Shop, ShopBody } from '@console/api-contract';
import sanitizeHtml from 'sanitize-html';
import type { Db, Queryable } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { swapImage } from './files.js';

/**
 * The allow-list for the payment explanations (what the TipTap starter kit writes): paragraphs, headings, lists,
 * quotes, code, rules, breaks, bold/italic/strike/underline and links (http, https, mailto only; opened in a new
 * tab without an opener). Everything else (scripts, styles, event handlers, images, iframes) is dropped.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** The HTML as the buyer will see it; an editor's empty document (`<p></p>`) is stored as ''. */
export function sanitizeExplain(html: string): string {
  const clean = sanitizeHtml(html, ALLOWED).trim();
  return clean.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : clean;
}

export async function payInfo(db: Queryable, customerId: number): Promise<PayInfo> {
  const row = await db.one<PayInfo>(
    `select pay_url as "payUrl", pay_explain as "payExplain", pay_complete_explain as "payCompleteExplain"
       from customers where id = $1`,
    [customerId],
  );
  if (!row) throw notFound();
  return row;
}

export async function updatePayInfo(db: Db, customerId: number, body: PayInfoBody): Promise<PayInfo> {
  const payExplain = sanitizeExplain(body.payExplain);
  const payCompleteExplain = sanitizeExplain(body.payCompleteExplain);
  await db.transaction(async (tx) => {
    const before = await tx.one<{ payUrl: string | null }>(
      'select pay_url as "payUrl" from customers where id = $1 for update',
      [customerId],
    );
    if (!before) throw notFound();
    await swapImage(tx, customerId, before.payUrl, body.payUrl, 'payUrl');
    await tx.query(
      'update customers set pay_url = $2, pay_explain = $3, pay_complete_explain = $4 where id = $1',
      [customerId, body.payUrl, payExplain, payCompleteExplain],
    );
  });
  return payInfo(db, customerId);
}

export async function shop(db: Queryable, customerId: number): Promise<Shop> {
  const row = await db.one<Shop>(
    `select name, logo_url as "logoUrl", description, contact, site_key as "siteKey", '/s/' || site_key as "publicPath"
       from customers where id = $1`,
    [customerId],
  );
  if (!row) throw notFound();
  return row;
}

export async function updateShop(db: Db, customerId: number, body: ShopBody): Promise<Shop> {
  await db.transaction(async (tx) => {
    const before = await tx.one<{ logoUrl: string | null }>(
      'select logo_url as "logoUrl" from customers where id = $1 for update',
      [customerId],
    );
    if (!before) throw notFound();
    await swapImage(tx, customerId, before.logoUrl, body.logoUrl, 'logoUrl');
    await tx.query(
      'update customers set name = $2, logo_url = $3, description = $4, contact = $5 where id = $1',
      [customerId, body.name, body.logoUrl, body.description, body.contact],
    );
  });
  return shop(db, customerId);
}
