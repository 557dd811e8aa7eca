import { SKU_IMPORT_MAX_BYTES, skuRoutes as contract } from '@console/api-contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import { currentSession } from '../../platform/session.js';
import { exportCsv, importCsv } from './csv.js';
import {
  categoryImpact,
  createCategory,
  createTag,
  deleteCategory,
  deleteTag,
  getClassification,
  listCategories,
  listTags,
  moveCategory,
  setClassification,
  skuLanguages,
  updateCategory,
  updateTag,
  type Kind,
} from './service.js';

interface SkuDeps {
  db: Db;
  config: Config;
}

/** JSON with the CSV text inside: room for the file plus its escaping. */
const IMPORT_BODY_LIMIT = SKU_IMPORT_MAX_BYTES * 2 + 1024;

/**
 * SKU categories and tags of the signed-in shop, and which of its projects use them. Reading needs `sku:view`,
 * every change `sku:edit`; every statement is scoped by the session's customer id (another shop's row answers 404).
 */
export const skuRoutes: FastifyPluginAsync<{ deps: SkuDeps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config } = deps;
  const view = { perm: 'sku:view' } as const;
  const edit = { perm: 'sku:edit' } as const;
  const customer = (request: Parameters<typeof currentSession>[0]) => currentSession(request).customerId;

  app.get('/user/v1/sku/languages', { schema: contract.languages, config: view }, async (request) =>
    ok(await skuLanguages(db, customer(request))),
  );

  // ---- categories
  app.get('/user/v1/sku/category/list', { schema: contract.categoryList, config: view }, async (request) =>
    ok(await listCategories(db, customer(request), request.query)),
  );
  app.post('/user/v1/sku/category', { schema: contract.categoryCreate, config: edit }, async (request) =>
    ok(await createCategory(db, customer(request), request.body, config.now())),
  );
  app.put('/user/v1/sku/category/:id', { schema: contract.categoryUpdate, config: edit }, async (request) =>
    ok(await updateCategory(db, customer(request), Number(request.params.id), request.body, config.now())),
  );
  app.post(
    '/user/v1/sku/category/:id/move',
    { schema: contract.categoryMove, config: edit },
    async (request) =>
      ok(await moveCategory(db, customer(request), Number(request.params.id), request.body, config.now())),
  );
  app.get(
    '/user/v1/sku/category/:id/impact',
    { schema: contract.categoryImpact, config: view },
    async (request) => ok(await categoryImpact(db, customer(request), Number(request.params.id))),
  );
  app.delete(
    '/user/v1/sku/category/:id',
    { schema: contract.categoryDelete, config: edit },
    async (request) =>
      ok(await deleteCategory(db, customer(request), Number(request.params.id), request.query.mode)),
  );

  // ---- tags
  app.get('/user/v1/sku/tag/list', { schema: contract.tagList, config: view }, async (request) =>
    ok(await listTags(db, customer(request), request.query)),
  );
  app.post('/user/v1/sku/tag', { schema: contract.tagCreate, config: edit }, async (request) =>
    ok(await createTag(db, customer(request), request.body, config.now())),
  );
  app.put('/user/v1/sku/tag/:id', { schema: contract.tagUpdate, config: edit }, async (request) =>
    ok(await updateTag(db, customer(request), Number(request.params.id), request.body, config.now())),
  );
  app.delete('/user/v1/sku/tag/:id', { schema: contract.tagDelete, config: edit }, async (request) =>
    ok(await deleteTag(db, customer(request), Number(request.params.id))),
  );

  // ---- CSV
  const sendExport = async (request: FastifyRequest, reply: FastifyReply, kind: Kind) =>
    sendCsv(request, reply, {
      name: `sku-${kind === 'tag' ? 'tags' : 'categories'}`,
      now: config.now(),
      ...(await exportCsv(db, kind, customer(request))),
    });
  app.get(
    '/user/v1/sku/category/export',
    { schema: contract.categoryExport, config: view },
    async (request, reply) => sendExport(request, reply, 'category'),
  );
  app.get('/user/v1/sku/tag/export', { schema: contract.tagExport, config: view }, async (request, reply) =>
    sendExport(request, reply, 'tag'),
  );
  app.post(
    '/user/v1/sku/category/import',
    { schema: contract.categoryImport, config: edit, bodyLimit: IMPORT_BODY_LIMIT },
    async (request) =>
      ok(
        await importCsv(
          db,
          'category',
          customer(request),
          request.body.csv,
          request.body.dryRun,
          config.now(),
        ),
      ),
  );
  app.post(
    '/user/v1/sku/tag/import',
    { schema: contract.tagImport, config: edit, bodyLimit: IMPORT_BODY_LIMIT },
    async (request) =>
      ok(await importCsv(db, 'tag', customer(request), request.body.csv, request.body.dryRun, config.now())),
  );

  // ---- where they are used
  app.get(
    '/user/v1/sku/project/:projectId/classification',
    { schema: contract.classificationGet, config: view },
    async (request) => ok(await getClassification(db, customer(request), Number(request.params.projectId))),
  );
  app.put(
    '/user/v1/sku/project/:projectId/classification',
    { schema: contract.classificationSet, config: edit },
    async (request) =>
      ok(await setClassification(db, customer(request), Number(request.params.projectId), request.body)),
  );
};
