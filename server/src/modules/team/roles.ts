import { ROLES_MSG, type PageOf, type Role, type RoleBody, type RoleListQuery } from '@console/api-contract';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
import { CODE_ERROR } from '../../platform/envelope.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { PERMS } from '../../platform/perms.js';
import { forgetSessions } from '../../platform/session.js';

const conflict = (message: string) => new AppError(409, CODE_ERROR, message);

/** The columns of a role; `all`: the placeholder of every perm (an Owner's perms). */
const columns = (
  all: string,
) => `r.id, r.name, r.owner, case when r.owner then ${all}::text[] else r.perms end as perms,
  (select count(*) from users u where u.role_id = r.id and u.customer_id = r.customer_id) as members,
  r.created_at as "createdAt", r.updated_at as "updatedAt"`;

const SORT = { name: 'lower(r.name)', createdAt: 'r.created_at' } as const;

export async function listRoles(
  db: Queryable,
  customerId: number,
  query: RoleListQuery,
): Promise<PageOf<Role>> {
  const params: unknown[] = [customerId];
  let where = 'r.customer_id = $1';
  if (query.name) {
    params.push(query.name);
    where += ` and strpos(lower(r.name), lower($${params.length})) > 0`;
  }
  const order = `${SORT[query.sortField]} ${query.sortOrder === 'descend' ? 'desc' : 'asc'}, r.id`;
  const [list, count] = await Promise.all([
    db.query<Role>(
      `select ${columns(`$${params.length + 3}`)} from team_roles r where ${where} order by ${order}
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize, PERMS],
    ),
    db.one<{ total: number }>(`select count(*) as total from team_roles r where ${where}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

async function findRole(db: Queryable, customerId: number, id: number): Promise<Role | null> {
  return db.one<Role>(`select ${columns('$2')} from team_roles r where r.customer_id = $1 and r.id = $3`, [
    customerId,
    PERMS,
    id,
  ]);
}

/** 400 naming a perm no route declares. */
function checkPerms(perms: readonly string[], known: readonly string[]): void {
  const unknown = perms.find((perm) => !known.includes(perm));
  if (unknown) throw invalidFields({ perms: ROLES_MSG.unknownPerm.replace('{perm}', unknown) });
}

const sorted = (perms: readonly string[]) => [...perms].sort();

export async function createRole(
  db: Db,
  customerId: number,
  body: RoleBody,
  known: readonly string[],
  now: Date,
): Promise<Role> {
  checkPerms(body.perms, known);
  try {
    return await db.transaction(async (tx) => {
      const row = await tx.one<{ id: number }>(
        `insert into team_roles (customer_id, name, perms, created_at, updated_at) values ($1, $2, $3, $4, $4)
         returning id`,
        [customerId, body.name, sorted(body.perms), now],
      );
      recordChange({
        area: 'team',
        action: 'role.create',
        objectType: 'role',
        objectId: row!.id,
        before: null,
        after: { name: body.name, perms: sorted(body.perms) },
      });
      return (await findRole(tx, customerId, row!.id))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ name: ROLES_MSG.nameTaken });
    throw error;
  }
}

/**
 * Renames a role and sets its perms; its members hold the new perms from their next request (the session read
 * joins the role, and this process's session cache forgets them).
 */
export async function updateRole(
  db: Db,
  customerId: number,
  id: number,
  body: RoleBody,
  known: readonly string[],
  now: Date,
): Promise<Role> {
  checkPerms(body.perms, known);
  let members: number[] = [];
  try {
    const role = await db.transaction(async (tx) => {
      const before = await tx.one<{ name: string; owner: boolean; perms: string[] }>(
        'select name, owner, perms from team_roles where customer_id = $1 and id = $2 for update',
        [customerId, id],
      );
      if (!before) throw notFound(ROLES_MSG.notFound);
      if (before.owner) throw conflict(ROLES_MSG.owner);
      await tx.query(
        'update team_roles set name = $3, perms = $4, updated_at = $5 where customer_id = $1 and id = $2',
        [customerId, id, body.name, sorted(body.perms), now],
      );
      members = (
        await tx.query<{ id: number }>('select id from users where customer_id = $1 and role_id = $2', [
          customerId,
          id,
        ])
      ).map((row) => row.id);
      recordChange({
        area: 'team',
        action: 'role.update',
        objectType: 'role',
        objectId: id,
        before: { name: before.name, perms: sorted(before.perms) },
        after: { name: body.name, perms: sorted(body.perms) },
      });
      return (await findRole(tx, customerId, id))!;
    });
    for (const member of members) forgetSessions(member);
    return role;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ name: ROLES_MSG.nameTaken });
    throw error;
  }
}

/** Deletes a role no member holds; the Owner role stays. */
export async function deleteRole(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.one<{ name: string; owner: boolean; perms: string[] }>(
      'select name, owner, perms from team_roles where customer_id = $1 and id = $2 for update',
      [customerId, id],
    );
    if (!before) throw notFound(ROLES_MSG.notFound);
    if (before.owner) throw conflict(ROLES_MSG.owner);
    if (await tx.one('select 1 from users where customer_id = $1 and role_id = $2 limit 1', [customerId, id]))
      throw conflict(ROLES_MSG.inUse);
    if (
      await tx.one(
        `select 1 from team_invitations
          where customer_id = $1 and role_id = $2 and accepted_at is null and revoked_at is null limit 1`,
        [customerId, id],
      )
    )
      throw conflict(ROLES_MSG.invited);
    await tx.query('delete from team_roles where customer_id = $1 and id = $2', [customerId, id]);
    recordChange({
      area: 'team',
      action: 'role.delete',
      objectType: 'role',
      objectId: id,
      before: { name: before.name, perms: sorted(before.perms) },
      after: null,
    });
  });
}
