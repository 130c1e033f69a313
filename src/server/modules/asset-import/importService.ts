import type { z } from 'zod';
import { IMPORT_MAX_ROWS, type ImportBodySchema, type ImportReport } from '../../../shared/api/assetImport';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { type AssetScope, searchTextOf } from '../assets';
import { assertAssetCapacity } from '../licence';
import { decodeUpload, formatOfName, readSheet } from './fileReader';
import { columnIndexOf } from './importColumns';
import { existingNames, loadLookups } from './importLookups';
import { type CheckedRow, checkRows, namesOf } from './importRows';

type ImportBody = z.output<typeof ImportBodySchema>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

/**
 * POST /privilege/assets/import. The file is refused as a whole (extension, size, empty, unreadable,
 * missing columns, too many rows) before any row is read. Then every row is checked; with a single error
 * nothing is written and the call fails with the full report (dryRun answers the report either way).
 * Checks and writes run in one transaction, so a name taken meanwhile also undoes everything.
 */
export async function importAssets(deps: Deps, scope: AssetScope, body: ImportBody, lang: Lang): Promise<ImportReport> {
  const format = formatOfName(body.fileName);
  const sheet = await readSheet(format, decodeUpload(body.contentBase64));
  const index = columnIndexOf(sheet.rows[0] ?? []);
  const total = sheet.rows.length - 1;
  if (total === 0) throw new AppError(ResponseCode.importFileInvalid, 'importNoRows', {}, { data: { field: 'file' } });
  if (total > IMPORT_MAX_ROWS) {
    throw new AppError(
      ResponseCode.importTooManyRows,
      'importTooManyRows',
      { max: IMPORT_MAX_ROWS, count: total },
      { data: { field: 'file' } },
    );
  }
  return onUniqueViolation(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const lookups = await loadLookups(trx, scope);
        const taken = await existingNames(trx, namesOf(sheet, index));
        const { rows, errors } = checkRows(sheet, index, lookups, scope, taken, lang);
        if (errors.length > 0 && !body.dryRun) {
          const badRows = new Set(errors.map((error) => error.row)).size;
          const report: ImportReport = { dryRun: false, total, imported: 0, errors };
          throw new AppError(ResponseCode.importRejected, 'importRejected', { count: badRows }, { data: report });
        }
        // A dry run says so too: the file is fine, the licence has no room for it.
        await assertAssetCapacity(trx, { ...deps, db: trx }, rows.length);
        if (body.dryRun) return { dryRun: true, total, imported: 0, errors };
        await insertRows(trx, rows, deps.now().toISOString());
        return { dryRun: false, total, imported: rows.length, errors: [] };
      }),
    () => fieldError('assetName', 'assetNameTaken'),
  );
}

async function insertRows(db: Db, rows: readonly CheckedRow[], now: string): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((entry) => entry.body);
    const inserted = await db
      .insertInto('assets')
      .values(
        chunk.map((body) => ({
          name: body.assetName,
          asset_type: body.assetType,
          address: body.address,
          search_text: searchTextOf(body.assetName, body.address),
          platform_id: body.platformId,
          dept_id: body.deptId,
          encoding: body.encoding,
          description: body.description,
          proxy_id: body.proxyId,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const idOf = new Map(inserted.map((row) => [row.name, row.id]));
    const protocols = chunk.flatMap((body) =>
      body.protocols.map((entry) => ({
        asset_id: idOf.get(body.assetName) ?? 0,
        protocol: entry.protocol,
        port: entry.port,
      })),
    );
    await db.insertInto('asset_protocols').values(protocols).execute();
    const tags = chunk.flatMap((body) =>
      body.tagIds.map((tagId) => ({ asset_id: idOf.get(body.assetName) ?? 0, tag_id: tagId })),
    );
    if (tags.length > 0) await db.insertInto('asset_tags').values(tags).execute();
  }
}
