import type { Selectable } from 'kysely';
import { type ProtocolPort, ProtocolPortSchema } from '../../../shared/api/assetFields';
import type { Platform } from '../../../shared/api/platforms';
import type { PlatformsTable } from '../../db/schema';

export type PlatformRow = Selectable<PlatformsTable>;

/** platforms.protocols is JSON written by this module only; parsing it again keeps a bad row from leaking. */
export function protocolsOf(row: Pick<PlatformRow, 'protocols'>): ProtocolPort[] {
  const parsed = ProtocolPortSchema.array().safeParse(JSON.parse(row.protocols));
  return parsed.success ? parsed.data : [];
}

export function toPlatform(row: PlatformRow, assetCount: number): Platform {
  return {
    platformId: row.id,
    platformName: row.name,
    assetType: row.asset_type,
    protocols: protocolsOf(row),
    builtIn: row.built_in === 1,
    description: row.description,
    assetCount,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}
