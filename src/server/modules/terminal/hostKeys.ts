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

/**
 * First contact: the presented key becomes the asset's recorded key (the first writer wins). Answers whether this
 * call recorded it (the caller audits the trust it just gave).
 */
export async function learnHostKey(
  db: Db,
  assetId: number,
  endpoint: Endpoint,
  key: { fingerprint: string; algorithm: string },
  now: Date,
): Promise<boolean> {
  const existing = await db
    .selectFrom('asset_host_keys')
    .select(['address', 'port'])
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  if (existing && (existing.address !== endpoint.address || existing.port !== endpoint.port)) {
    await db.deleteFrom('asset_host_keys').where('asset_id', '=', assetId).execute();
  }
  const inserted = await db
    .insertInto('asset_host_keys')
    .values({ asset_id: assetId, ...key, ...endpoint, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('asset_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Trust on first use, made visible: the operation log gets a row naming the asset, the endpoint and the
 * SHA-256 fingerprint that was trusted, under the user whose session met the host first. The administrator sees
 * the same fingerprint on the asset's accounts (HostKeyBar) and can compare it with the host's own.
 */
export async function auditFirstContact(
  db: Db,
  who: { userId: number; userName: string; ip: string; userAgent: string },
  asset: { id: number; name: string },
  endpoint: Endpoint,
  key: { fingerprint: string; algorithm: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('operation_logs')
    .values({
      user_id: who.userId,
      user_name: who.userName.slice(0, 64),
      ip: who.ip.slice(0, 64),
      user_agent: who.userAgent.slice(0, 512),
      module: 'terminal',
      title: 'Host key trusted on first contact',
      kind: 'other',
      method: 'POST',
      path: '/terminal/sessions',
      target_ids: String(asset.id),
      target_names: `${asset.name}, ${endpoint.address}:${endpoint.port}, ${key.algorithm} ${key.fingerprint}`.slice(
        0,
        512,
      ),
      code: 200,
      msg: key.fingerprint,
      duration_ms: 0,
      oper_time: now.toISOString(),
    })
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
