import type { PayInfo, PayInfoBody, Shop, ShopBody } from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
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
    const before = await tx.one<PayInfo>(
      `select pay_url as "payUrl", pay_explain as "payExplain", pay_complete_explain as "payCompleteExplain"
         from customers where id = $1 for update`,
      [customerId],
    );
    if (!before) throw notFound();
    // The QR code is named by its file's URL (the upload's entry holds its size and digest), never its bytes.
    recordChange({
      area: 'pay',
      action: 'pay.info.update',
      objectType: 'shop',
      objectId: customerId,
      before: { ...before },
      after: { payUrl: body.payUrl, payExplain, payCompleteExplain },
    });
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
    const before = await tx.one<ShopBody>(
      `select name, logo_url as "logoUrl", description, contact from customers where id = $1 for update`,
      [customerId],
    );
    if (!before) throw notFound();
    recordChange({
      area: 'pkg',
      action: 'shop.update',
      objectType: 'shop',
      objectId: customerId,
      before: { ...before },
      after: { name: body.name, logoUrl: body.logoUrl, description: body.description, contact: body.contact },
    });
    await swapImage(tx, customerId, before.logoUrl, body.logoUrl, 'logoUrl');
    await tx.query(
      'update customers set name = $2, logo_url = $3, description = $4, contact = $5 where id = $1',
      [customerId, body.name, body.logoUrl, body.description, body.contact],
    );
  });
  return shop(db, customerId);
}
