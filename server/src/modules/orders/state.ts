import type { Db, Queryable } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { recordChange, recordNothing } from '../../platform/audit.js';
import { CODE_ERROR } from '../../platform/envelope.js';

import {
  ORDER_TRANSITIONS as TRANSITIONS,
  orderTransitionRefusal,
  type OrderAction,
  type OrderStatus,
} from '@console/api-contract';

// The order state machine is the contract's ORDER_TRANSITIONS; transition() below is the only place an order's
// status changes: pay from the shop's signed checkout, confirm and cancel from the console (perms order:confirm,
// order:cancel).
export type { OrderAction };

/** 409: the action does not apply to the order's current status. */
function illegalTransition(action: OrderAction, status: OrderStatus): AppError {
  return new AppError(409, CODE_ERROR, orderTransitionRefusal(action, status));
}

interface Actor {
  kind: 'user' | 'checkout';
  userId: number | null;
}

interface TransitionResult {
  id: number;
  status: OrderStatus;
  /** False when the order was already in the target state (a repeat): nothing was written. */
  changed: boolean;
}

/**
 * Applies one action to one order of one customer, in a transaction, holding the order's row lock from the
 * status check to the write. A concurrent request for the same order waits for the lock, then sees the new
 * status and answers as a repeat, so the state changes once and every caller gets the same answer.
 * Throws 404 when the order is not the customer's, 409 when the action does not apply.
 */
export function transition(
  db: Db,
  params: {
    customerId: number;
    order: { id: number } | { orderNo: string };
    action: OrderAction;
    actor: Actor;
    now: Date;
    reason?: string;
  },
): Promise<TransitionResult> {
  const rule = TRANSITIONS[params.action];
  return db.transaction(async (tx: Queryable) => {
    const byId = 'id' in params.order;
    const current = await tx.one<{ id: number; status: OrderStatus }>(
      `select id, status from orders
        where customer_id = $1 and ${byId ? 'id = $2' : 'order_no = $2'}
        for update`,
      [
        params.customerId,
        byId ? (params.order as { id: number }).id : (params.order as { orderNo: string }).orderNo,
      ],
    );
    if (!current) throw notFound('Order not found');
    if (rule.done.includes(current.status)) {
      recordNothing();
      return { id: current.id, status: current.status, changed: false };
    }
    if (!rule.from.includes(current.status)) throw illegalTransition(params.action, current.status);

    // The status condition repeats the check: the update cannot apply to a row that moved meanwhile.
    const updated = await tx.one<{ id: number }>(
      `update orders
          set status = $4::text, updated_at = $3::timestamptz,
              pay_time = case when $4::text = 'Paied' then $3::timestamptz else pay_time end,
              received_at = case when $4::text = 'Received' then $3::timestamptz else received_at end,
              received_by = case when $4::text = 'Received' then $5::bigint else received_by end,
              canceled_at = case when $4::text = 'Canceled' then $3::timestamptz else canceled_at end,
              canceled_by = case when $4::text = 'Canceled' then $5::bigint else canceled_by end,
              cancel_reason = case when $4::text = 'Canceled' then $6::text else cancel_reason end
        where id = $1 and customer_id = $2 and status = any($7::text[])
        returning id`,
      [
        current.id,
        params.customerId,
        params.now,
        rule.to,
        params.actor.userId,
        params.reason ?? null,
        rule.from,
      ],
    );
    if (!updated) throw illegalTransition(params.action, current.status);
    await tx.query(
      `insert into order_events (customer_id, order_id, from_status, to_status, actor_kind, actor_user_id, reason, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        params.customerId,
        current.id,
        current.status,
        rule.to,
        params.actor.kind,
        params.actor.userId,
        params.action === 'cancel' ? (params.reason ?? null) : null,
        params.now,
      ],
    );
    recordChange({
      area: 'order',
      action: `order.${params.action}`,
      objectType: 'order',
      objectId: current.id,
      ...(params.actor.kind === 'checkout'
        ? { customerId: params.customerId, userId: null, actor: 'checkout' }
        : {}),
      before: { status: current.status },
      after: {
        status: rule.to,
        ...(params.action === 'cancel' ? { cancelReason: params.reason ?? null } : {}),
      },
    });
    return { id: current.id, status: rule.to, changed: true };
  });
}
