import { recordChange, recordNothing } from '../../platform/audit.js';
import {
  PKG_MSG,
  type ProjectBody,
  type ProjectFilters,
  type ProjectListQuery,
  type SiteProject,
  type SiteProjectDetail,
} from '@console/api-contract';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { releaseImage, swapImage } from './files.js';

const SORT_COLUMNS: Record<ProjectListQuery['sortField'], string> = {
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
  title: 'lower(p.title)',
  num: 'p.num',
  viewCount: 'p.view_count',
};

const PROJECT_COLUMNS = /* sql */ `
  p.id, p.title, p.cover, p.num, p.pay_url as "payUrl", p.status, p.plate_num as "plateNum",
  p.view_count as "viewCount", p.site_type as "siteType", p.folder_id as "folderId", f.title as "folderTitle",
  p.site_key as "siteKey", '/s/' || c.site_key || '/' || p.site_key as "publicPath",
  p.created_at as "createdAt", p.updated_at as "updatedAt"`;

const PROJECT_FROM = /* sql */ `
  projects p
  join customers c on c.id = p.customer_id
  left join folders f on f.customer_id = p.customer_id and f.id = p.folder_id`;

/** The filters as a where clause over `p` (customer first: every query is the tenant's). */
function where(customerId: number, filters: ProjectFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [customerId];
  const parts = ['p.customer_id = $1'];
  if (filters.keyword) {
    params.push(`%${filters.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    parts.push(`p.title ilike $${params.length}`);
  }
  if (filters.siteType) {
    params.push(filters.siteType);
    parts.push(`p.site_type = $${params.length}`);
  }
  if (filters.status) {
    params.push(filters.status);
    parts.push(`p.status = $${params.length}`);
  }
  if (filters.folderId === 'none') parts.push('p.folder_id is null');
  else if (filters.folderId) {
    params.push(Number(filters.folderId));
    parts.push(`p.folder_id = $${params.length}`);
  }
  return { sql: parts.join(' and '), params };
}

export async function listProjects(
  db: Queryable,
  customerId: number,
  query: ProjectListQuery,
): Promise<{ list: SiteProject[]; total: number }> {
  const { sql, params } = where(customerId, query);
  const order = `${SORT_COLUMNS[query.sortField]} ${query.sortOrder === 'ascend' ? 'asc' : 'desc'}`;
  const idOrder = query.sortOrder === 'ascend' ? 'asc' : 'desc';
  const [count, list] = await Promise.all([
    db.one<{ n: number }>(`select count(*)::int as n from projects p where ${sql}`, params),
    db.query<SiteProject>(
      `select ${PROJECT_COLUMNS} from ${PROJECT_FROM} where ${sql}
        order by ${order}, p.id ${idOrder} limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`,
      params,
    ),
  ]);
  return { list, total: count?.n ?? 0 };
}

export async function exportProjects(
  db: Queryable,
  customerId: number,
  filters: ProjectFilters,
): Promise<SiteProject[]> {
  const { sql, params } = where(customerId, filters);
  return db.query<SiteProject>(
    `select ${PROJECT_COLUMNS} from ${PROJECT_FROM} where ${sql} order by p.created_at desc, p.id desc`,
    params,
  );
}

export async function findProject(
  db: Queryable,
  customerId: number,
  id: number,
): Promise<SiteProject | null> {
  return db.one<SiteProject>(
    `select ${PROJECT_COLUMNS} from ${PROJECT_FROM} where p.customer_id = $1 and p.id = $2`,
    [customerId, id],
  );
}

export async function projectDetail(
  db: Queryable,
  customerId: number,
  id: number,
): Promise<SiteProjectDetail> {
  const project = await findProject(db, customerId, id);
  if (!project) throw notFound(PKG_MSG.projectNotFound);
  const figures = await db.one<{ orders: number; visits: number }>(
    `select (select count(*)::int from orders where customer_id = $1 and project_id = $2) as orders,
            coalesce((select visits::int from visit_days where customer_id = $1 and project_id = $2
                        and day = 'infinity'::date), 0) as visits`,
    [customerId, id],
  );
  return { ...project, orders: figures?.orders ?? 0, visits: figures?.visits ?? 0 };
}

async function checkFolder(tx: Queryable, customerId: number, folderId: number | null): Promise<void> {
  if (folderId === null) return;
  const found = await tx.one('select 1 from folders where customer_id = $1 and id = $2', [
    customerId,
    folderId,
  ]);
  if (!found) throw invalidFields({ folderId: PKG_MSG.folderNotFound });
}

/** A project's public key: 22 unguessable URL-safe characters. */
const newSiteKey = (): string => randomBytes(16).toString('base64url');

export async function createProject(
  db: Db,
  customerId: number,
  body: ProjectBody,
  now: Date,
): Promise<SiteProject> {
  const id = await db.transaction(async (tx) => {
    await checkFolder(tx, customerId, body.folderId);
    await swapImage(tx, customerId, null, body.cover, 'cover');
    await swapImage(tx, customerId, null, body.payUrl, 'payUrl');
    const row = await tx.one<{ id: number }>(
      `insert into projects (customer_id, title, cover, num, pay_url, plate_num, site_type, folder_id, site_key,
                             created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
      [customerId, ...projectColumns(body), newSiteKey(), now],
    );
    recordChange({
      area: 'pkg',
      action: 'project.create',
      objectType: 'project',
      objectId: row!.id,
      before: null,
      after: { ...body },
    });
    return row!.id;
  });
  return (await findProject(db, customerId, id))!;
}

/** A project form's columns in the order both statements write them: title, cover, num, pay_url, plate_num,
 * site_type, folder_id (an empty plate number is stored as none). */
function projectColumns(body: ProjectBody): unknown[] {
  return [body.title, body.cover, body.num, body.payUrl, body.plateNum || null, body.siteType, body.folderId];
}

export async function updateProject(
  db: Db,
  customerId: number,
  id: number,
  body: ProjectBody,
  now: Date,
): Promise<SiteProject> {
  await db.transaction(async (tx) => {
    const before = await tx.one<ProjectBody>(
      `select title, cover, num, pay_url as "payUrl", coalesce(plate_num, '') as "plateNum", site_type as "siteType",
              folder_id as "folderId"
         from projects where customer_id = $1 and id = $2 for update`,
      [customerId, id],
    );
    if (!before) throw notFound(PKG_MSG.projectNotFound);
    recordChange({
      area: 'pkg',
      action: 'project.update',
      objectType: 'project',
      objectId: id,
      before: { ...before },
      after: { ...body, plateNum: body.plateNum || '' },
    });
    await checkFolder(tx, customerId, body.folderId);
    await swapImage(tx, customerId, before.cover, body.cover, 'cover');
    await swapImage(tx, customerId, before.payUrl, body.payUrl, 'payUrl');
    await tx.query(
      `update projects set title = $3, cover = $4, num = $5, pay_url = $6, plate_num = $7, site_type = $8,
              folder_id = $9, updated_at = $10
        where customer_id = $1 and id = $2`,
      [customerId, id, ...projectColumns(body), now],
    );
  });
  return (await findProject(db, customerId, id))!;
}

export async function setProjectStatus(
  db: Db,
  customerId: number,
  id: number,
  status: 'normal' | 'closed',
  now: Date,
): Promise<SiteProject> {
  await db.transaction(async (tx) => {
    const before = await tx.one<{ status: string }>(
      'select status from projects where customer_id = $1 and id = $2 for update',
      [customerId, id],
    );
    if (!before) throw notFound(PKG_MSG.projectNotFound);
    // Closing a closed project (or reopening an open one) changes nothing and is not in the log.
    if (before.status === status) {
      recordNothing();
      return;
    }
    recordChange({
      area: 'pkg',
      action: status === 'closed' ? 'project.close' : 'project.reopen',
      objectType: 'project',
      objectId: id,
      before: { status: before.status },
      after: { status },
    });
    await tx.query('update projects set status = $3, updated_at = $4 where customer_id = $1 and id = $2', [
      customerId,
      id,
      status,
      now,
    ]);
  });
  return (await findProject(db, customerId, id))!;
}

/** Deletes a project with no visits and no orders (and its images); one with history is closed instead. */
export async function deleteProject(
  db: Db,
  customerId: number,
  id: number,
  now: Date,
): Promise<'deleted' | 'closed'> {
  return db.transaction(async (tx) => {
    const project = await tx.one<{
      cover: string | null;
      payUrl: string | null;
      title: string;
      status: string;
      folderId: number | null;
    }>(
      `select cover, pay_url as "payUrl", title, status, folder_id as "folderId"
         from projects where customer_id = $1 and id = $2 for update`,
      [customerId, id],
    );
    if (!project) throw notFound(PKG_MSG.projectNotFound);
    const history = await tx.one(
      `select 1 where exists (select 1 from visits where customer_id = $1 and project_id = $2)
                   or exists (select 1 from orders where customer_id = $1 and project_id = $2)`,
      [customerId, id],
    );
    if (history) {
      if (project.status === 'closed') recordNothing();
      else
        recordChange({
          area: 'pkg',
          action: 'project.close',
          objectType: 'project',
          objectId: id,
          before: { status: project.status },
          after: { status: 'closed' },
        });
      await tx.query(
        `update projects set status = 'closed', updated_at = $3 where customer_id = $1 and id = $2 and status <> 'closed'`,
        [customerId, id, now],
      );
      return 'closed';
    }
    recordChange({
      area: 'pkg',
      action: 'project.delete',
      objectType: 'project',
      objectId: id,
      before: {
        title: project.title,
        status: project.status,
        folderId: project.folderId === null ? null : Number(project.folderId),
        cover: project.cover,
        payUrl: project.payUrl,
      },
      after: null,
    });
    await tx.query('delete from visit_days where customer_id = $1 and project_id = $2', [customerId, id]);
    await tx.query('delete from projects where customer_id = $1 and id = $2', [customerId, id]);
    await releaseImage(tx, customerId, project.cover);
    await releaseImage(tx, customerId, project.payUrl);
    return 'deleted';
  });
}

/** Moves projects into a folder (or out of every folder); all of them or none. */
export async function moveProjects(
  db: Db,
  customerId: number,
  ids: number[],
  folderId: number | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkFolder(tx, customerId, folderId);
    const before = await tx.query<{ id: number; folderId: number | null }>(
      `select id, folder_id as "folderId" from projects
        where customer_id = $1 and id = any ($2::bigint[]) order by id for update`,
      [customerId, ids],
    );
    if (before.length !== ids.length) throw notFound(PKG_MSG.projectNotFound);
    const rows = await tx.query(
      `update projects set folder_id = $3, updated_at = $4
        where customer_id = $1 and id = any ($2::bigint[]) returning id`,
      [customerId, ids, folderId, now],
    );
    if (rows.length !== ids.length) throw notFound(PKG_MSG.projectNotFound);
    // One entry per project that changed folder; one already there is not in the log.
    const moved = before.filter((row) => (row.folderId === null ? null : Number(row.folderId)) !== folderId);
    for (const row of moved)
      recordChange({
        area: 'pkg',
        action: 'project.move',
        objectType: 'project',
        objectId: row.id,
        before: { folderId: row.folderId === null ? null : Number(row.folderId) },
        after: { folderId },
      });
    if (moved.length === 0) recordNothing();
    return rows.length;
  });
}
