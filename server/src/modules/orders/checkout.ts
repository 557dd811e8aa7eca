import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/client.js';

/**
 * The shop's public checkout tells the console that a consumer has paid (Waiting -> Paied) through an open
 * endpoint. It proves it speaks for the shop with an HMAC-SHA256, keyed with the shop's checkout secret, of
 * `paid:<customerId>:<orderNo>`: the secret never travels, a signature is good for one order of one shop and
 * one action only, and replaying it is harmless (the transition is idempotent).
 */
export const CHECKOUT_ALGORITHM = 'HMAC-SHA256';

export const checkoutMessage = (customerId: number, orderNo: string): string =>
  `paid:${customerId}:${orderNo}`;

export function signCheckout(secret: string, customerId: number, orderNo: string): string {
  return createHmac('sha256', secret).update(checkoutMessage(customerId, orderNo)).digest('hex');
}

/** Constant-time comparison of a presented signature with the one the secret gives. */
export function checkoutSignatureValid(
  secret: string | null,
  customerId: number,
  orderNo: string,
  signature: string,
): boolean {
  // With no secret, compare against a throwaway one so the answer takes as long as a real check.
  const expected = Buffer.from(
    signCheckout(secret ?? randomBytes(32).toString('hex'), customerId, orderNo),
    'hex',
  );
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && secret !== null;
}

interface CheckoutKey {
  customerId: number;
  secret: string;
  createdAt: Date;
}

export async function findCheckoutSecret(db: Queryable, customerId: number): Promise<string | null> {
  const row = await db.one<{ secret: string }>('select secret from checkout_keys where customer_id = $1', [
    customerId,
  ]);
  return row?.secret ?? null;
}

/** The customer's checkout key, created on first use (256 random bits). */
export async function checkoutKey(db: Queryable, customerId: number, now: Date): Promise<CheckoutKey> {
  await db.query(
    `insert into checkout_keys (customer_id, secret, created_at) values ($1, $2, $3)
     on conflict (customer_id) do nothing`,
    [customerId, randomBytes(32).toString('hex'), now],
  );
  const row = await db.one<CheckoutKey>(
    'select customer_id as "customerId", secret, created_at as "createdAt" from checkout_keys where customer_id = $1',
    [customerId],
  );
  if (!row) throw new Error('checkout key vanished');
  return row;
}

/** Replaces the key: signatures made with the old one stop working at once. */
export async function rotateCheckoutKey(db: Queryable, customerId: number, now: Date): Promise<CheckoutKey> {
  const row = await db.one<CheckoutKey>(
    `insert into checkout_keys (customer_id, secret, created_at) values ($1, $2, $3)
     on conflict (customer_id) do update set secret = excluded.secret, created_at = excluded.created_at
     returning customer_id as "customerId", secret, created_at as "createdAt"`,
    [customerId, randomBytes(32).toString('hex'), now],
  );
  if (!row) throw new Error('checkout key not written');
  return row;
}
