import { FOLDER_DEPTH_MAX, PKG_MSG, type Folder, type FolderTree } from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { CODE_ERROR } from '../../platform/envelope.js';
import { recordChange } from '../../platform/audit.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';

/** Serialises the folder changes of one shop (two tabs moving folders at once): advisory lock per customer. */
const FOLDER_LOCK_KEY = 7_218_007;

const conflict = (message: string): AppError => new AppError(409, CODE_ERROR, message);

const FOLDER_COLUMNS = /* sql */ `f.id, f.parent_id as "parentId", f.title, f.version,
  (select count(*)::int from projects p where p.customer_id = f.customer_id and p.folder_id = f.id) as projects`;

export async function folderTree(db: Queryable, customerId: number): Promise<FolderTree> {
  const [folders, unfiled] = await Promise.all([
    db.query<Folder>(
      `select ${FOLDER_COLUMNS} from folders f where f.customer_id = $1 order by lower(f.title), f.id`,
      [customerId],
    ),
    db.one<{ n: number }>(
      'select count(*)::int as n from projects where customer_id = $1 and folder_id is null',
      [customerId],
    ),
  ]);
  return { folders, unfiled: unfiled?.n ?? 0 };
}

async function findFolder(db: Queryable, customerId: number, id: number): Promise<Folder> {
  const folder = await db.one<Folder>(
    `select ${FOLDER_COLUMNS} from folders f where f.customer_id = $1 and f.id = $2`,
    [customerId, id],
  );
  if (!folder) throw notFound(PKG_MSG.folderNotFound);
  return folder;
}

async function lockShop(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [FOLDER_LOCK_KEY, customerId]);
}

interface FolderState {
  title: string;
  parentId: number | null;
}

/**
 * The folder, locked, at the version the client saw (its title and parent, for the log); 404 when gone, 409 when
 * changed since.
 */
async function lockedAt(
  tx: Queryable,
  customerId: number,
  id: number,
  version: number,
): Promise<FolderState> {
  const row = await tx.one<FolderState & { version: number }>(
    `select version, title, parent_id as "parentId" from folders where customer_id = $1 and id = $2 for update`,
    [customerId, id],
  );
  if (!row) throw notFound(PKG_MSG.folderNotFound);
  if (row.version !== version) throw conflict(PKG_MSG.folderChanged);
  return { title: row.title, parentId: row.parentId === null ? null : Number(row.parentId) };
}

/**
 * Runs `change` on a folder in a transaction under the shop's lock, once the folder is found at the version the
 * client saw (`before`: its title and parent).
 */
async function changeFolder(
  db: Db,
  customerId: number,
  id: number,
  version: number,
  change: (tx: Queryable, before: FolderState) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShop(tx, customerId);
    await change(tx, await lockedAt(tx, customerId, id, version));
  });
}

const recordFolder = (
  action: string,
  id: number,
  before: FolderState | null,
  after: FolderState | null,
): void =>
  recordChange({
    area: 'pkg',
    action: `folder.${action}`,
    objectType: 'folder',
    objectId: id,
    before: before && { ...before },
    after: after && { ...after },
  });

/** Levels from the root down to `id` (1 for a top folder). */
async function depthOf(tx: Queryable, customerId: number, id: number): Promise<number> {
  const row = await tx.one<{ depth: number }>(
    `with recursive up (id, parent_id, depth) as (
       select id, parent_id, 1 from folders where customer_id = $1 and id = $2
       union all
       select f.id, f.parent_id, up.depth + 1 from folders f join up on f.id = up.parent_id
        where f.customer_id = $1 and up.depth < 64)
     select max(depth)::int as depth from up`,
    [customerId, id],
  );
  return row?.depth ?? 0;
}

/** Levels below `id` including itself (1 for a folder without subfolders). */
async function heightOf(
  tx: Queryable,
  customerId: number,
  id: number,
): Promise<{ height: number; ids: number[] }> {
  const rows = await tx.query<{ id: number; depth: number }>(
    `with recursive down (id, depth) as (
       select id, 1 from folders where customer_id = $1 and id = $2
       union all
       select f.id, down.depth + 1 from folders f join down on f.parent_id = down.id
        where f.customer_id = $1 and down.depth < 64)
     select id, depth from down`,
    [customerId, id],
  );
  return { height: Math.max(0, ...rows.map((row) => row.depth)), ids: rows.map((row) => row.id) };
}

export async function createFolder(
  db: Db,
  customerId: number,
  body: { title: string; parentId: number | null },
  now: Date,
): Promise<Folder> {
  const id = await db.transaction(async (tx) => {
    await lockShop(tx, customerId);
    if (body.parentId !== null) {
      const depth = await depthOf(tx, customerId, body.parentId);
      if (depth === 0) throw invalidFields({ parentId: PKG_MSG.folderNotFound });
      if (depth + 1 > FOLDER_DEPTH_MAX) throw conflict(PKG_MSG.folderDepth);
    }
    const row = await tx.one<{ id: number }>(
      `insert into folders (customer_id, parent_id, title, created_at, updated_at) values ($1, $2, $3, $4, $4)
       returning id`,
      [customerId, body.parentId, body.title, now],
    );
    recordFolder('create', row!.id, null, { title: body.title, parentId: body.parentId });
    return row!.id;
  });
  return findFolder(db, customerId, id);
}

export async function renameFolder(
  db: Db,
  customerId: number,
  id: number,
  body: { title: string; version: number },
  now: Date,
): Promise<Folder> {
  await changeFolder(db, customerId, id, body.version, async (tx, before) => {
    recordFolder('rename', id, before, { ...before, title: body.title });
    await tx.query(
      'update folders set title = $3, version = version + 1, updated_at = $4 where customer_id = $1 and id = $2',
      [customerId, id, body.title, now],
    );
  });
  return findFolder(db, customerId, id);
}

/**
 * Moves a folder under another (or to the top). Under the shop's lock: the version must be the one the client saw,
 * and the new parent must not be the folder or one of its subfolders (a cycle), checked against the tree as it is
 * now, so two moves at once cannot make a cycle between them.
 */
export async function moveFolder(
  db: Db,
  customerId: number,
  id: number,
  body: { parentId: number | null; version: number },
  now: Date,
): Promise<Folder> {
  await changeFolder(db, customerId, id, body.version, async (tx, before) => {
    recordFolder('move', id, before, { ...before, parentId: body.parentId });
    if (body.parentId !== null) {
      const below = await heightOf(tx, customerId, id);
      if (below.ids.includes(body.parentId)) throw conflict(PKG_MSG.folderCycle);
      const depth = await depthOf(tx, customerId, body.parentId);
      if (depth === 0) throw invalidFields({ parentId: PKG_MSG.folderNotFound });
      if (depth + below.height > FOLDER_DEPTH_MAX) throw conflict(PKG_MSG.folderDepth);
    }
    await tx.query(
      'update folders set parent_id = $3, version = version + 1, updated_at = $4 where customer_id = $1 and id = $2',
      [customerId, id, body.parentId, now],
    );
  });
  return findFolder(db, customerId, id);
}

export async function deleteFolder(db: Db, customerId: number, id: number, version: number): Promise<void> {
  await changeFolder(db, customerId, id, version, async (tx, before) => {
    recordFolder('delete', id, before, null);
    const used = await tx.one(
      `select 1 where exists (select 1 from folders where customer_id = $1 and parent_id = $2)
                   or exists (select 1 from projects where customer_id = $1 and folder_id = $2)`,
      [customerId, id],
    );
    if (used) throw conflict(PKG_MSG.folderNotEmpty);
    await tx.query('delete from folders where customer_id = $1 and id = $2', [customerId, id]);
  });
}
