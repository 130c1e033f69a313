import type { Db } from '../db/database';
import type { Vault } from './vault';

/** A node that has not reported for this long is taken as gone: it no longer holds up a rotation. */
export const NODE_FRESH_MS = 3 * 60_000;
export const NODE_HEARTBEAT_MS = 60_000;

export interface VaultNode {
  nodeId: string;
  currentKeyId: string;
  keyIds: string[];
  seenAt: string;
}

/** Records which master keys this node holds (at start, on a heartbeat and after installing a key). */
export async function reportNode(db: Db, vault: Vault, nodeId: string, now: Date): Promise<void> {
  const keys = vault.ring.all();
  const row = {
    current_key_id: keys[0]?.id ?? '',
    key_ids: keys.map((key) => key.id).join(','),
    seen_at: now.toISOString(),
  };
  await db
    .insertInto('vault_nodes')
    .values({ node_id: nodeId, ...row })
    .onConflict((oc) => oc.column('node_id').doUpdateSet(row))
    .execute();
}

/** Nodes heard from recently, the given node first. */
export async function liveNodes(db: Db, now: Date): Promise<VaultNode[]> {
  const since = new Date(now.getTime() - NODE_FRESH_MS).toISOString();
  const rows = await db
    .selectFrom('vault_nodes')
    .selectAll()
    .where('seen_at', '>=', since)
    .orderBy('node_id')
    .execute();
  return rows.map((row) => ({
    nodeId: row.node_id,
    currentKeyId: row.current_key_id,
    keyIds: row.key_ids.split(',').filter((id) => id !== ''),
    seenAt: row.seen_at,
  }));
}

/** Live nodes whose current key is not `keyId`: they would still wrap new data keys under an older key. */
export async function nodesBehind(db: Db, keyId: string, now: Date): Promise<VaultNode[]> {
  return (await liveNodes(db, now)).filter((node) => node.currentKeyId !== keyId);
}
