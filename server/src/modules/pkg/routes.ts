import multipart from '@fastify/multipart';
import {
  PKG_MSG,
  pkgRoutes as contract,
  UPLOAD_MAX_BYTES,
  UPLOAD_RATE,
  type SiteProject,
} from '@console/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { csvColumns, sendCsv } from '../../platform/csv.js';
import { CODE_ERROR, ok } from '../../platform/envelope.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import type { LimitRule, RateLimiter } from '../../platform/rate-limit.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import { badFormat, fileStorage, fileTooLarge, readFile, storeFile } from './files.js';
import { createFolder, deleteFolder, folderTree, moveFolder, renameFolder } from './folders.js';
import {
  createProject,
  deleteProject,
  exportProjects,
  listProjects,
  moveProjects,
  projectDetail,
  setProjectStatus,
  updateProject,
} from './projects.js';
import { sanitizeExplain } from '../../platform/rich-text.js';
import { payInfo, shop, updatePayInfo, updateShop } from './shop.js';

const CSV_FIELDS: readonly (keyof SiteProject)[] = [
  'id',
  'title',
  'siteType',
  'status',
  'num',
  'plateNum',
  'viewCount',
  'folderTitle',
  'publicPath',
  'createdAt',
  'updatedAt',
];
/** The export's columns: each field of a project under its own name, instants as ISO 8601. */
const CSV_COLUMNS = csvColumns<SiteProject>(CSV_FIELDS);

/** A multipart body may carry the image plus a little framing; anything larger is refused while it arrives. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;
/** About one upload in this many also deletes the files no record took (the app's sweep does it every few minutes). */
const PRUNE_EVERY = 20;
/** Uploads per shop (every member together), counted before the body is read. */
const UPLOAD_LIMIT: LimitRule = { name: 'upload:customer', ...UPLOAD_RATE };

/**
 * Projects, folders, payment information, the shop profile and uploads of the signed-in customer. Reading needs
 * `pkg:view`; projects, folders, the shop and uploads `pkg:edit`; the payment information `pay:edit`. Every statement
 * is scoped by the session's customer id, so another shop's project or folder answers 404. Uploaded files are served
 * publicly (the public site shows them) under unguessable names.
 */
export const pkgRoutes: FastifyPluginAsync<{
  deps: { db: Db; config: Config; limiter: RateLimiter };
}> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config, limiter } = deps;
  const view = { perm: 'pkg:view' } as const;
  const edit = { perm: 'pkg:edit' } as const;
  const customer = (request: FastifyRequest) => currentSession(request).customerId;

  app.get('/user/v1/projects/list', { schema: contract.projectList, config: view }, async (request) =>
    ok(await listProjects(db, customer(request), request.query)),
  );

  app.get(
    '/user/v1/projects/export',
    { schema: contract.projectExport, config: view },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'projects',
        now: config.now(),
        columns: CSV_COLUMNS,
        rows: await exportProjects(db, customer(request), request.query),
      }),
  );

  app.get('/user/v1/projects/:id', { schema: contract.projectDetail, config: view }, async (request) =>
    ok(await projectDetail(db, customer(request), Number(request.params.id))),
  );

  app.post('/user/v1/projects', { schema: contract.projectCreate, config: edit }, async (request) =>
    ok(await createProject(db, customer(request), request.body, config.now())),
  );

  app.put('/user/v1/projects/:id', { schema: contract.projectUpdate, config: edit }, async (request) =>
    ok(await updateProject(db, customer(request), Number(request.params.id), request.body, config.now())),
  );

  app.post('/user/v1/projects/:id/close', { schema: contract.projectClose, config: edit }, async (request) =>
    ok(await setProjectStatus(db, customer(request), Number(request.params.id), 'closed', config.now())),
  );

  app.post(
    '/user/v1/projects/:id/reopen',
    { schema: contract.projectReopen, config: edit },
    async (request) =>
      ok(await setProjectStatus(db, customer(request), Number(request.params.id), 'normal', config.now())),
  );

  app.delete('/user/v1/projects/:id', { schema: contract.projectDelete, config: edit }, async (request) =>
    ok({ outcome: await deleteProject(db, customer(request), Number(request.params.id), config.now()) }),
  );

  app.post('/user/v1/projects/move', { schema: contract.projectMove, config: edit }, async (request) =>
    ok({
      moved: await moveProjects(db, customer(request), request.body.ids, request.body.folderId, config.now()),
    }),
  );

  app.get('/user/v1/folders/tree', { schema: contract.folderTree, config: view }, async (request) =>
    ok(await folderTree(db, customer(request))),
  );

  app.post('/user/v1/folders', { schema: contract.folderCreate, config: edit }, async (request) =>
    ok(await createFolder(db, customer(request), request.body, config.now())),
  );

  app.put('/user/v1/folders/:id', { schema: contract.folderRename, config: edit }, async (request) =>
    ok(await renameFolder(db, customer(request), Number(request.params.id), request.body, config.now())),
  );

  app.post('/user/v1/folders/:id/move', { schema: contract.folderMove, config: edit }, async (request) =>
    ok(await moveFolder(db, customer(request), Number(request.params.id), request.body, config.now())),
  );

  app.delete('/user/v1/folders/:id', { schema: contract.folderDelete, config: edit }, async (request) => {
    await deleteFolder(db, customer(request), Number(request.params.id), request.query.version);
    return ok(null);
  });

  // Spec section 7: the payment information (GET for the current values, POST to change them).
  app.get('/user/v1/customer/info/pay/info', { schema: contract.payInfo, config: view }, async (request) =>
    ok(await payInfo(db, customer(request))),
  );

  app.post(
    '/user/v1/customer/info/update/pay/info',
    { schema: contract.payInfoUpdate, config: { perm: 'pay:edit' } },
    async (request) => ok(await updatePayInfo(db, customer(request), request.body)),
  );

  // What the buyer would see of an explanation: the same cleaning as the save, nothing stored.
  app.post(
    '/user/v1/customer/info/pay/preview',
    { schema: contract.explainPreview, config: view },
    async (request) => ok({ html: sanitizeExplain(request.body.html) }),
  );

  app.get('/user/v1/shop', { schema: contract.shop, config: view }, async (request) =>
    ok(await shop(db, customer(request))),
  );

  app.put('/user/v1/shop', { schema: contract.shopUpdate, config: edit }, async (request) =>
    ok(await updateShop(db, customer(request), request.body)),
  );

  // Uploads: their own body limit (the API's is 64 KiB), the file checked by its content, not its name.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 50 },
    });
    uploads
      .withTypeProvider<ApiTypeProvider>()
      .post(
        '/user/v1/files/upload',
        { schema: contract.upload, config: edit, bodyLimit: UPLOAD_BODY_LIMIT },
        async (request) => {
          if (!request.isMultipart()) throw badFormat();
          const attempt = await limiter.attempt(UPLOAD_LIMIT, String(customer(request)));
          if (!attempt.allowed)
            throw new AppError(429, CODE_ERROR, PKG_MSG.uploadRate, undefined, {
              'retry-after': String(Math.max(1, Math.ceil(attempt.retryAfterSeconds))),
            });
          let data: Buffer;
          try {
            const part = await request.file();
            if (!part) throw invalidFields({ file: PKG_MSG.noFile });
            data = await part.toBuffer();
            // toBuffer throws on a file over the limit only when it sees the cut chunk after busboy marked it: one
            // that arrives in one go comes back cut to exactly the limit, and would be stored as a broken image.
            if (part.file.truncated) throw fileTooLarge();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
            if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge();
            throw error;
          }
          const { customerId } = currentSession(request);
          if (Math.floor(Math.random() * PRUNE_EVERY) === 0) {
            const { pruneExpired } = await import('../../db/prune.js');
            await pruneExpired(db, config.now());
          }
          return ok(await storeFile(db, customerId, data, config.now()));
        },
      );
  });

  app.get(
    '/user/v1/files/storage',
    { schema: contract.storage, config: { sessionOnly: true } },
    async (request) => ok(await fileStorage(db, customer(request))),
  );

  app.get(
    '/open/files/:name',
    { schema: contract.file, config: { public: true } },
    async (request, reply) => {
      const file = await readFile(db, request.params.name);
      if (!file) throw notFound(PKG_MSG.fileNotFound);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
};
