import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_TABLE_KEYS,
  IMPORT_TABLES,
  importCommitBody,
  importCommitResult,
  importDetailQuery,
  importJobListQuery,
  importJobPage,
  importProgress,
  importProgressQuery,
  importReport,
  importRevertResult,
  importTableInfo,
  importTemplateQuery,
  importUploadBody,
} from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { invalid, notFound } from '../../../lib/app-error';
import { envelope, ok } from '../../../lib/envelope';
import { actorOf } from '../audit/audit.repository';
import { operatorOf, type OperatorAuth } from '../auth/operator-auth';
import { findImportJob, listImportJobs, reportOf } from './import.repository';
import { clearUniverseCache } from '../../filling';
import { commitImport, dryRunImport, revertImportJob, tooLarge } from './import.service';
import { progressReporter, readProgress } from './progress-store';
import { attachmentHeader, buildTemplate } from './template';

/** Base64 of the largest file plus room for the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The file of an upload: base64, optionally as a data: URL; refuses anything else. */
function decodeUpload(base64: string): Buffer {
  const body = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) {
    throw invalid('文件内容须为base64编码');
  }
  if ((body.length * 3) / 4 > IMPORT_MAX_BYTES + 3) {
    throw tooLarge();
  }
  return Buffer.from(body, 'base64');
}

export function registerImportRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·数据导入'];

  r.get(
    '/api/admin/v1/import/tables',
    { schema: { tags, summary: '可导入的数据表及其列', response: { 200: envelope(z.array(importTableInfo)) } }, onRequest: operatorAuth },
    async () =>
      ok(
        IMPORT_TABLE_KEYS.map((table) => ({
          table,
          label: IMPORT_TABLES[table].label,
          scope: IMPORT_TABLES[table].scope,
          columns: [...IMPORT_TABLES[table].columns],
        })),
      ),
  );

  r.get(
    '/api/admin/v1/import/template',
    {
      schema: { tags, summary: '下载导入模板（表头＋一行示例），返回文件本身', querystring: importTemplateQuery },
      onRequest: operatorAuth,
    },
    async (request, reply) => {
      const file = await buildTemplate(request.query.table, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(request.query.table, file.fileName))
        .send(file.body);
    },
  );

  r.post(
    '/api/admin/v1/import/upload',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: '上传CSV/XLSX并试运行校验（不写入数据），返回逐行报告与importId',
        body: importUploadBody,
        response: { 200: envelope(importReport) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { table, fileName, fileBase64, source, mode, year, province, examCategory, batch, newBatch, progressKey } = request.body;
      return ok(
        await dryRunImport(
          deps.db,
          actorOf(request),
          { table, fileName, source, mode, newBatch, defaults: { year, province, examCategory, batch }, bytes: decodeUpload(fileBase64) },
          progressReporter(deps.store, operatorOf(request).id, progressKey),
        ),
      );
    },
  );

  r.post(
    '/api/admin/v1/import/commit',
    {
      schema: {
        tags,
        summary: '提交已通过校验的文件：一个事务内全部写入，或全部不写；skipRejected 时只写入通过校验的行（报告 partial 为 true 时）',
        body: importCommitBody,
        response: { 200: envelope(importCommitResult) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { importId, progressKey, skipRejected } = request.body;
      const result = await commitImport(
        deps.db,
        actorOf(request),
        importId,
        progressReporter(deps.store, operatorOf(request).id, progressKey),
        { skipRejected },
      );
      // New plans, lines and tables must reach 模拟填报 at once on this instance (others refresh within a minute).
      clearUniverseCache(deps.db);
      return ok(result);
    },
  );

  r.post(
    '/api/admin/v1/import/revert',
    {
      schema: {
        tags,
        summary: '撤销一次导入：把它改动的范围恢复为导入前的数据（一个事务）',
        body: importCommitBody,
        response: { 200: envelope(importRevertResult) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { importId, progressKey } = request.body;
      const result = await revertImportJob(
        deps.db,
        actorOf(request),
        importId,
        progressReporter(deps.store, operatorOf(request).id, progressKey),
      );
      clearUniverseCache(deps.db);
      return ok(result);
    },
  );

  registerImportRecordRoutes(app, deps, operatorAuth);
}

/** The records of past imports and the progress of one under way. */
function registerImportRecordRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·数据导入'];

  r.get(
    '/api/admin/v1/import/list',
    {
      schema: { tags, summary: '导入记录（最新在前）', querystring: importJobListQuery, response: { 200: envelope(importJobPage) } },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { page, size } = request.query;
      return ok({ ...(await listImportJobs(deps.db, request.query)), page, size });
    },
  );

  r.get(
    '/api/admin/v1/import/detail',
    {
      schema: { tags, summary: '一次导入的校验报告', querystring: importDetailQuery, response: { 200: envelope(importReport) } },
      onRequest: operatorAuth,
    },
    async (request) => {
      const job = await findImportJob(deps.db, request.query.importId);
      if (!job) {
        throw notFound('导入记录不存在');
      }
      return ok(reportOf(job));
    },
  );

  r.get(
    '/api/admin/v1/import/progress',
    {
      schema: {
        tags,
        summary: '进行中的上传校验、导入或撤销到了哪一步（按请求时给的进度编号查询；未开始或已过期为 null）',
        querystring: importProgressQuery,
        response: { 200: envelope(importProgress.nullable()) },
      },
      onRequest: operatorAuth,
    },
    async (request) => ok(await readProgress(deps.store, operatorOf(request).id, request.query.key)),
  );
}
