import type { MasterKeyStatus, VaultRotation } from '../../../shared/api/vault';
import type { Deps } from '../../deps';
import { keyUsage } from '../../security/keyUsage';
import { liveNodes } from '../../security/vaultNodes';

/** What a super manager sees of the vault: key ids and counts, nodes, the last rotation. Never a key. */
export async function masterKeyStatus(deps: Pick<Deps, 'db' | 'vault' | 'now'>): Promise<MasterKeyStatus> {
  const ring = deps.vault.vault.ring;
  const usage = await keyUsage(deps.db);
  const keys = ring
    .all()
    .map((key, index) => ({ keyId: key.id, current: index === 0, records: usage.get(key.id) ?? 0 }));
  const held = new Set(keys.map((key) => key.keyId));
  const legacyRecords = usage.get('v1') ?? 0;
  let unknownKeyRecords = 0;
  for (const [keyId, count] of usage) if (keyId !== 'v1' && !held.has(keyId)) unknownKeyRecords += count;
  const last = await deps.db
    .selectFrom('vault_rotations')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    keySource: ring.source,
    currentKeyId: ring.current.id,
    keys,
    legacyRecords,
    unknownKeyRecords,
    retirableKeyIds:
      legacyRecords > 0 ? [] : keys.filter((key) => !key.current && key.records === 0).map((key) => key.keyId),
    nodes: await liveNodes(deps.db, deps.now()),
    rotation: last ? toRotation(last) : null,
  };
}

function toRotation(row: {
  id: number;
  status: string;
  target_key_id: string;
  generated_key: number;
  total: number;
  done: number;
  pass: number;
  remaining: number;
  retired_key_ids: string;
  error: string | null;
  started_by: string;
  started_at: string;
  finished_at: string | null;
}): VaultRotation {
  return {
    id: row.id,
    status: row.status === 'running' || row.status === 'done' ? row.status : 'failed',
    targetKeyId: row.target_key_id,
    generatedKey: row.generated_key === 1,
    total: Number(row.total),
    done: Number(row.done),
    pass: Number(row.pass),
    remaining: Number(row.remaining),
    retiredKeyIds: row.retired_key_ids.split(',').filter((id) => id !== ''),
    error: row.error,
    startedBy: row.started_by,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}
