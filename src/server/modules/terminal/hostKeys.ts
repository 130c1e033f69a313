import type { Db } from '../../db/database';

interface Endpoint {
  address: string;
  port: number;
}

/**
 * The SSH host key recorded for the asset's current endpoint (the same table the account check fills). A key
 * recorded for another address or port does not hold this endpoint to it.
 */
export async function recordedHostKey(db: Db, assetId: number, endpoint: Endpoint): Promise<string | null> {
  const row = await db.selectFrom('asset_host_keys').selectAll().where('asset_id', '=', assetId).executeTakeFirst();
  if (!row || row.address !== endpoint.address || row.port !== endpoint.port) return null;
  return row.fingerprint;
}

/** First contact: the presented key becomes the asset's recorded key (the first writer wins). */
export async function learnHostKey(
  db: Db,
  assetId: number,
  endpoint: Endpoint,
  key: { fingerprint: string; algorithm: string },
  now: Date,
): Promise<void> {
  const existing = await db
    .selectFrom('asset_host_keys')
    .select(['address', 'port'])
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  if (existing && (existing.address !== endpoint.address || existing.port !== endpoint.port)) {
    await db.deleteFrom('asset_host_keys').where('asset_id', '=', assetId).execute();
  }
  await db
    .insertInto('asset_host_keys')
    .values({ asset_id: assetId, ...key, ...endpoint, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('asset_id').doNothing())
    .execute();
}

/** A changed key waits as pending until a manager accepts it (as after an account check). */
export async function notePendingHostKey(
  db: Db,
  assetId: number,
  change: { presented: string; algorithm: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('asset_host_keys')
    .set({ pending_fingerprint: change.presented, pending_algorithm: change.algorithm, updated_at: now.toISOString() })
    .where('asset_id', '=', assetId)
    .execute();
}
