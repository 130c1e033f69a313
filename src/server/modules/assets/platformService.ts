import type { z } from 'zod';
import type {
  EditPlatformBodySchema,
  ListPlatformsQuerySchema,
  Platform,
  PlatformBodySchema,
} from '../../../shared/api/platforms';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { containsText } from '../../db/textMatch';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { type PlatformRow, protocolsOf, toPlatform } from './platformRows';

type PlatformBody = z.output<typeof PlatformBodySchema>;

const notFound = () => new AppError(ResponseCode.notFound, 'platformNotFound', {}, { data: { field: 'platformId' } });

async function assetCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('assets')
    .select(['platform_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('platform_id', 'in', [...ids])
    .groupBy('platform_id')
    .execute();
  return new Map(rows.map((row) => [row.platform_id, Number(row.n)]));
}

export async function listPlatforms(
  db: Db,
  query: z.output<typeof ListPlatformsQuerySchema>,
): Promise<{ rows: Platform[]; total: number }> {
  let base = db.selectFrom('platforms');
  if (query.platformName) base = base.where(containsText('platforms.name', query.platformName));
  if (query.assetType !== undefined) base = base.where('asset_type', '=', query.assetType);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('built_in', 'desc')
    .orderBy('name')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  const counts = await assetCounts(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toPlatform(row, counts.get(row.id) ?? 0)), total: Number(total) };
}

async function platformRow(db: Db, platformId: number): Promise<PlatformRow> {
  const row = await db.selectFrom('platforms').selectAll().where('id', '=', platformId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function platformDetail(db: Db, platformId: number): Promise<Platform> {
  const row = await platformRow(db, platformId);
  return toPlatform(row, (await assetCounts(db, [row.id])).get(row.id) ?? 0);
}

async function assertNameFree(db: Db, name: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('platforms').select('id').where('name', '=', name);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw fieldError('platformName', 'platformNameTaken');
}

export async function addPlatform(deps: Deps, body: PlatformBody): Promise<Platform> {
  await assertNameFree(deps.db, body.platformName, null);
  const now = deps.now().toISOString();
  const { id } = await onUniqueViolation(
    () =>
      deps.db
        .insertInto('platforms')
        .values({
          name: body.platformName,
          asset_type: body.assetType,
          protocols: JSON.stringify(body.protocols),
          built_in: 0,
          description: body.description,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    () => fieldError('platformName', 'platformNameTaken'),
  );
  return platformDetail(deps.db, id);
}

/**
 * While assets use a type, its category stays (their addresses were checked against it) and a protocol
 * they use stays offered. Built-in types may be edited like any other; only deleting them is refused.
 */
export async function editPlatform(deps: Deps, body: z.output<typeof EditPlatformBodySchema>): Promise<Platform> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await platformRow(trx, body.platformId);
    await assertNameFree(trx, body.platformName, row.id);
    const count = (await assetCounts(trx, [row.id])).get(row.id) ?? 0;
    if (count > 0 && body.assetType !== row.asset_type) {
      throw new AppError(ResponseCode.platformLocked, 'platformCategoryLocked', { platform: row.name, count });
    }
    const kept = new Set(body.protocols.map((entry) => entry.protocol));
    for (const removed of protocolsOf(row).filter((entry) => !kept.has(entry.protocol))) {
      const used = await trx
        .selectFrom('asset_protocols')
        .innerJoin('assets', 'assets.id', 'asset_protocols.asset_id')
        .select('asset_protocols.asset_id')
        .where('assets.platform_id', '=', row.id)
        .where('asset_protocols.protocol', '=', removed.protocol)
        .limit(1)
        .executeTakeFirst();
      if (used) {
        throw new AppError(
          ResponseCode.platformLocked,
          'platformProtocolInUse',
          { protocol: removed.protocol },
          { data: { field: 'protocols' } },
        );
      }
    }
    await onUniqueViolation(
      () =>
        trx
          .updateTable('platforms')
          .set({
            name: body.platformName,
            asset_type: body.assetType,
            protocols: JSON.stringify(body.protocols),
            description: body.description,
            updated_at: deps.now().toISOString(),
          })
          .where('id', '=', row.id)
          .execute(),
      () => fieldError('platformName', 'platformNameTaken'),
    );
  });
  return platformDetail(deps.db, body.platformId);
}

export async function removePlatform(deps: Deps, platformId: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await platformRow(trx, platformId);
    if (row.built_in === 1) throw new AppError(ResponseCode.platformBuiltIn, 'platformBuiltIn');
    const count = (await assetCounts(trx, [row.id])).get(row.id) ?? 0;
    if (count > 0) throw new AppError(ResponseCode.platformInUse, 'platformInUse', { platform: row.name, count });
    const result = await trx.deleteFrom('platforms').where('id', '=', row.id).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
