import { createHash } from 'node:crypto';
import { type StoredNetwork, StoredNetworkSchema } from '../../../shared/api/network';
import type { Db } from '../../db/database';
import { setConfigValue } from '../settings';

/**
 * The network settings Gatehouse applied, one JSON value per node in `config` (docs/network.md "What is stored"):
 * each node is its own host with its own interfaces, so nodes on one database never apply each other's.
 */
const KEY_PREFIX = 'sys.network.node.';
/** `config.key` holds 128 characters; a longer node id is hashed. */
const KEY_MAX = 128;

export const EMPTY_NETWORK: StoredNetwork = { interfaces: [], routes: [], bonds: [], updatedAt: null, updatedBy: null };

export function networkKey(nodeId: string): string {
  const key = `${KEY_PREFIX}${nodeId}`;
  return key.length <= KEY_MAX ? key : `${KEY_PREFIX}sha256:${createHash('sha256').update(nodeId).digest('hex')}`;
}

/** What is stored for the node; nothing, or a value that does not read (edited by hand), is empty settings. */
export async function loadStoredNetwork(db: Db, nodeId: string): Promise<StoredNetwork> {
  const row = await db.selectFrom('config').select('value').where('key', '=', networkKey(nodeId)).executeTakeFirst();
  if (!row?.value) return EMPTY_NETWORK;
  try {
    const parsed = StoredNetworkSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : EMPTY_NETWORK;
  } catch (error) {
    if (error instanceof SyntaxError) return EMPTY_NETWORK;
    throw error;
  }
}

export async function saveStoredNetwork(
  db: Db,
  nodeId: string,
  next: Omit<StoredNetwork, 'updatedAt' | 'updatedBy'>,
  by: { userName: string; at: Date },
): Promise<StoredNetwork> {
  const value: StoredNetwork = { ...next, updatedAt: by.at.toISOString(), updatedBy: by.userName };
  await setConfigValue(db, networkKey(nodeId), JSON.stringify(value));
  return value;
}
