import { MEMBERS_MSG, type Member, type MemberListQuery, type PageOf } from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
import { CODE_ERROR } from '../../platform/envelope.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { forgetSessions, type Session } from '../../platform/session.js';

const conflict = (message: string) => new AppError(409, CODE_ERROR, message);

const COLUMNS = `u.id, u.email, u.name, u.last_name as "lastName", u.status, u.role_id as "roleId",
  r.name as "roleName", coalesce(r.owner, false) as owner,
  (select max(s.created_at) from sessions s where s.user_id = u.id and s.customer_id = u.customer_id) as "lastSignInAt",
  u.created_at as "createdAt"`;
const FROM = 'users u left join team_roles r on r.id = u.role_id and r.customer_id = u.customer_id';
const SORT = {
  name: 'lower(u.name), lower(u.last_name)',
  email: 'lower(u.email)',
  createdAt: 'u.created_at',
} as const;

export async function listMembers(
  db: Queryable,
  customerId: number,
  query: MemberListQuery,
): Promise<PageOf<Member>> {
  const params: unknown[] = [customerId];
  // A removed member keeps their row for the history that names them, and leaves the list.
  let where = `u.customer_id = $1 and u.status <> 'removed'`;
  if (query.q) {
    params.push(query.q);
    where += ` and (strpos(lower(u.email), lower($2)) > 0
                or strpos(lower(u.name || ' ' || u.last_name), lower($2)) > 0)`;
  }
  const order = `${SORT[query.sortField]} ${query.sortOrder === 'descend' ? 'desc' : 'asc'}, u.id`;
  const [list, count] = await Promise.all([
    db.query<Member>(
      `select ${COLUMNS} from ${FROM} where ${where} order by ${order}
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    db.one<{ total: number }>(`select count(*) as total from users u where ${where}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

async function lockMember(tx: Queryable, customerId: number, id: number): Promise<Member> {
  // Owners are counted under the shop's row lock: two changes at once cannot each leave the other as last Owner.
  await tx.query('select id from customers where id = $1 for update', [customerId]);
  const member = await tx.one<Member>(
    `select ${COLUMNS} from ${FROM} where u.customer_id = $1 and u.id = $2 and u.status <> 'removed'`,
    [customerId, id],
  );
  if (!member) throw notFound(MEMBERS_MSG.notFound);
  return member;
}

/**
 * Changes a member in one transaction (`change` is given the locked row as it was) and answers the row as it is
 * now; no cached read of their sessions from before it is used afterwards.
 */
async function changeMember(
  db: Db,
  customerId: number,
  id: number,
  change: (tx: Queryable, before: Member) => Promise<void>,
): Promise<Member> {
  const member = await db.transaction(async (tx) => {
    await change(tx, await lockMember(tx, customerId, id));
    return (await tx.one<Member>(`select ${COLUMNS} from ${FROM} where u.customer_id = $1 and u.id = $2`, [
      customerId,
      id,
    ]))!;
  });
  forgetSessions(id);
  return member;
}

async function otherActiveOwners(tx: Queryable, customerId: number, id: number): Promise<number> {
  const row = await tx.one<{ n: number }>(
    `select count(*) as n from ${FROM}
      where u.customer_id = $1 and u.id <> $2 and r.owner and u.status = 'active'`,
    [customerId, id],
  );
  return row?.n ?? 0;
}

/** Gives a member a role; the last active Owner keeps theirs. Applies on the member's next request. */
export async function setMemberRole(db: Db, session: Session, id: number, roleId: number): Promise<Member> {
  const { customerId } = session;
  return changeMember(db, customerId, id, async (tx, before) => {
    const role = await tx.one<{ id: number; name: string; owner: boolean }>(
      'select id, name, owner from team_roles where customer_id = $1 and id = $2',
      [customerId, roleId],
    );
    if (!role) throw invalidFields({ roleId: MEMBERS_MSG.roleNotFound });
    if (before.owner && !role.owner && (await otherActiveOwners(tx, customerId, id)) === 0)
      throw conflict(MEMBERS_MSG.lastOwner);
    await tx.query('update users set role_id = $3, updated_at = now() where customer_id = $1 and id = $2', [
      customerId,
      id,
      role.id,
    ]);
    recordChange({
      area: 'team',
      action: 'member.role',
      objectType: 'user',
      objectId: id,
      before: { role: before.roleName },
      after: { role: role.name },
    });
  });
}

/** Disables a member and ends every session of theirs at once; an Owner, or oneself, is not disabled. */
export async function setMemberStatus(
  db: Db,
  session: Session,
  id: number,
  status: 'active' | 'disabled',
  now: Date,
): Promise<Member> {
  const { customerId } = session;
  return changeMember(db, customerId, id, async (tx, before) => {
    if (status === 'disabled') {
      if (id === session.userId) throw conflict(MEMBERS_MSG.self);
      if (before.owner) throw conflict(MEMBERS_MSG.ownerDisabled);
    }
    await tx.query('update users set status = $3, updated_at = $4 where customer_id = $1 and id = $2', [
      customerId,
      id,
      status,
      now,
    ]);
    if (status === 'disabled')
      await tx.query(
        'update sessions set revoked_at = $3 where customer_id = $1 and user_id = $2 and revoked_at is null',
        [customerId, id, now],
      );
    recordChange({
      area: 'team',
      action: status === 'disabled' ? 'member.disable' : 'member.enable',
      objectType: 'user',
      objectId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}

/**
 * Removes a member: their sessions end at once, as on disable, and they leave the list. The row stays with status
 * `removed` (orders, bookings and the log name them by id), without role or perms; the address is free for a new
 * invitation or account. Owners are kept as on disable, and nobody removes themselves.
 */
export async function removeMember(db: Db, session: Session, id: number, now: Date): Promise<void> {
  const { customerId } = session;
  await db.transaction(async (tx) => {
    const before = await lockMember(tx, customerId, id);
    if (id === session.userId) throw conflict(MEMBERS_MSG.removeSelf);
    if (before.owner) throw conflict(MEMBERS_MSG.ownerRemoved);
    await tx.query(
      `update users set status = 'removed', role_id = null, perms = '{}', updated_at = $3
        where customer_id = $1 and id = $2`,
      [customerId, id, now],
    );
    await tx.query(
      'update sessions set revoked_at = $3 where customer_id = $1 and user_id = $2 and revoked_at is null',
      [customerId, id, now],
    );
    recordChange({
      area: 'team',
      action: 'member.remove',
      objectType: 'user',
      objectId: id,
      before: { email: before.email, role: before.roleName, status: before.status },
      after: { email: before.email, role: null, status: 'removed' },
    });
  });
  forgetSessions(id);
}
