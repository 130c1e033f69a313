import { downloadImportTemplate, exportAssets, importAssets } from '../../../shared/api/assetImport';
import { AppError } from '../../errors/appError';
import { defineHandler, sessionOf } from '../../http/handler';
import { assetScopeOf } from '../assets';
import { startBackgroundRun } from '../tasks';
import { buildAssetFile } from './assetFile';
import * as exporter from './exportService';
import * as importer from './importService';

/** Asset import and export (docs/asset-import.md). */
export const assetImportHandlers = [
  defineHandler(downloadImportTemplate, async ({ query, lang }) =>
    buildAssetFile(query.format, lang, [exporter.templateRow(lang)], 'asset-import-template'),
  ),
  defineHandler(
    importAssets,
    async (ctx) => {
      const session = sessionOf(ctx);
      const scope = await assetScopeOf(ctx.deps.db, session);
      if (ctx.body.dryRun) return importer.importAssets(ctx.deps, scope, ctx.body, ctx.lang);
      // A real import shows in the task centre as a background task, whatever its outcome.
      const background = await startBackgroundRun(ctx.deps, 'backgroundAssetImport', session.userName);
      try {
        const report = await importer.importAssets(ctx.deps, scope, ctx.body, ctx.lang);
        await background.progress(report.imported, report.total);
        await background.finish({ ok: true });
        return report;
      } catch (error) {
        await background.finish(
          error instanceof AppError ? { ok: false, messageKey: error.messageKey, params: error.params } : { ok: false },
        );
        throw error;
      }
    },
    'uploadSuccess',
  ),
  defineHandler(exportAssets, async (ctx) =>
    exporter.exportAssets(
      ctx.deps.db,
      await assetScopeOf(ctx.deps.db, sessionOf(ctx)),
      ctx.query,
      ctx.lang,
      ctx.deps.now(),
    ),
  ),
];
