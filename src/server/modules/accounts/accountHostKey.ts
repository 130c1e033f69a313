import type { AssetHostKey } from '../../../shared/api/accounts';
import type { Db } from '../../db/database';

/** The SSH host key recorded for an asset (all null before the first check reached it). */
export async function assetHostKey(db: Db, assetId: number): Promise<AssetHostKey> {
  const row = await db.selectFrom('asset_host_keys').selectAll().where('asset_id', '=', assetId).executeTakeFirst();
  return {
    assetId,
    fingerprint: row?.fingerprint ?? null,
    algorithm: row?.algorithm ?? null,
    pendingFingerprint: row?.pending_fingerprint ?? null,
    pendingAlgorithm: row?.pending_algorithm ?? null,
  };
}
