import type { z } from 'zod';
import {
  EXPORT_MAX_ROWS,
  type ExportAssetsQuerySchema,
  type FileDownload,
  IMPORT_COLUMNS,
} from '../../../shared/api/assetImport';
import type { Asset } from '../../../shared/api/assets';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { type AssetScope, listAssetPage } from '../assets';
import { type AssetFileRow, buildAssetFile } from './assetFile';
import { deptPathOf } from './importLookups';

type ExportQuery = z.output<typeof ExportAssetsQuerySchema>;

/** Rows per list query: the list's pages, but larger (the ids of one page go into one IN list). */
const PAGE = 5000;

/**
 * GET /privilege/assets/export: the list call's own query (scope, filters, sort) read page by page, so
 * the file holds exactly what the list shows the caller, in the import's columns (it can be imported
 * again elsewhere).
 */
export async function exportAssets(
  db: Db,
  scope: AssetScope,
  query: ExportQuery,
  lang: Lang,
  now: Date,
): Promise<FileDownload> {
  const { format, ...filters } = query;
  const assets: Asset[] = [];
  for (let pageNum = 1; assets.length < EXPORT_MAX_ROWS; pageNum++) {
    const page = await listAssetPage(db, scope, { ...filters, pageNum, pageSize: PAGE });
    assets.push(...page.rows);
    if (page.rows.length < PAGE || assets.length >= page.total) break;
  }
  const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
  return buildAssetFile(
    format,
    lang,
    assets.slice(0, EXPORT_MAX_ROWS).map((asset) => fileRowOf(asset, scope)),
    `assets-${stamp}`,
  );
}

function fileRowOf(asset: Asset, scope: AssetScope): AssetFileRow {
  return {
    assetName: asset.assetName,
    platform: asset.platformName,
    address: asset.address,
    protocols: asset.protocols.map((entry) => `${entry.protocol}:${entry.port}`).join(';'),
    encoding: asset.encoding,
    department: deptPathOf(scope, asset.deptId),
    tags: asset.tags.map((entry) => entry.tagName).join(';'),
    description: asset.description,
  };
}

/** The template's example row (the template is the header and this row). */
export function templateRow(lang: Lang): AssetFileRow {
  const row = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, column.example])) as AssetFileRow;
  return { ...row, description: lang === 'zh' ? '示例行，导入前请替换' : 'Example row: replace it before importing' };
}
