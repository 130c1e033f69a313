import { downloadImportTemplate, exportAssets, importAssets } from '../../../shared/api/assetImport';
import { defineHandler, sessionOf } from '../../http/handler';
import { assetScopeOf } from '../assets';
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
    async (ctx) => importer.importAssets(ctx.deps, await assetScopeOf(ctx.deps.db, sessionOf(ctx)), ctx.body, ctx.lang),
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
