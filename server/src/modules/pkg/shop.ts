import type { PayInfo, PayInfoBody, Shop, ShopBody } from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { sanitizeExplain } from '../../platform/rich-text.js';
import { swapImage } from './files.js';

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
