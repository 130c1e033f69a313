import { sql } from 'kysely';
import type { Db } from '../db/database';
import { keyUsage, sealedRows, valuesToMove } from './keyUsage';
import { contextOf, sealedColumns } from './sealedColumns';
import type { Vault } from './vault';
import { VaultError } from './vaultError';
import { liveNodes, nodesBehind, reportNode, type VaultNode } from './vaultNodes';

export interface RotationDeps {
  db: Db;
  now: () => Date;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export type RotationRefusal = 'running' | 'keyFromEnvironment' | 'nodesBehind';

/** Why a rotation cannot start; `nodes` lists the nodes that do not yet hold the new key as current. */
export class RotationRefused extends Error {
  constructor(
    readonly reason: RotationRefusal,
    readonly nodes: VaultNode[] = [],
  ) {
    super(`Master-key rotation refused: ${reason}`);
    this.name = 'RotationRefused';
  }
}

/** A node that stops mid-rotation holds the lease this long; then another node (or its restart) resumes. */
const LEASE_MS = 60_000;
/** Walks over all columns; a second pass catches values written under an older key during the first. */
const MAX_PASSES = 3;
const DEFAULT_BATCH = 100;

export interface StartOptions {
  startedBy: string;
  /** Key files: make and install a new current key first. With GATEHOUSE_MASTER_KEY the operator installs it. */
  generateKey: boolean;
  nodeId: string;
}

/**
 * Starts a rotation towards the current master key (after making a new one when asked) and answers its id;
 * `runRotation` then moves the data keys. Refused while another rotation holds its lease, and while a live
 * node does not yet hold the target key as its current key (it would keep wrapping under the old one).
 */
export async function beginRotation(deps: RotationDeps, vault: Vault, options: StartOptions): Promise<number> {
  const now = deps.now();
  const running = await deps.db
    .selectFrom('vault_rotations')
    .select(['id', 'lease_until'])
    .where('status', '=', 'running')
    .execute();
  if (running.some((row) => row.lease_until !== null && row.lease_until > now.toISOString())) {
    throw new RotationRefused('running');
  }
  if (options.generateKey) {
    if (vault.ring.source !== 'file') throw new RotationRefused('keyFromEnvironment');
    const others = (await liveNodes(deps.db, now)).filter((node) => node.nodeId !== options.nodeId);
    // Key files belong to one node: another live node on this database would never learn the new key.
    if (others.length > 0) throw new RotationRefused('nodesBehind', others);
    const key = vault.ring.installNewKey();
    deps.log.info({ keyId: key.id }, 'vault: new master key installed');
    await reportNode(deps.db, vault, options.nodeId, now);
  }
  const target = vault.ring.current.id;
  const behind = (await nodesBehind(deps.db, target, now)).filter((node) => node.nodeId !== options.nodeId);
  if (behind.length > 0) throw new RotationRefused('nodesBehind', behind);
  const total = await valuesToMove(deps.db, vault);
  const stamp = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    // An abandoned rotation (its node gone, lease run out) is replaced: the new one walks every column anyway.
    await trx
      .updateTable('vault_rotations')
      .set({ status: 'failed', error: 'superseded by a newer rotation', finished_at: stamp, updated_at: stamp })
      .where('status', '=', 'running')
      .execute();
    const row = await trx
      .insertInto('vault_rotations')
      .values({
        status: 'running',
        target_key_id: target,
        generated_key: options.generateKey ? 1 : 0,
        total,
        done: 0,
        pass: 1,
        column_index: 0,
        last_id: null,
        remaining: 0,
        retired_key_ids: '',
        error: null,
        started_by: options.startedBy,
        started_at: stamp,
        updated_at: stamp,
        finished_at: null,
        lease_owner: options.nodeId,
        lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export interface RunOptions {
  nodeId: string;
  batchSize?: number;
  /** Called after each committed batch (tests read secrets there, or stop the run as a crash would). */
  afterBatch?: (rotationId: number) => Promise<void> | void;
  /** Checked between batches: true stops the run (server closing); the lease runs out and a later start resumes. */
  shouldStop?: () => boolean;
}

/**
 * Moves data keys to the rotation's target key, one batch per transaction, the cursor saved with the batch,
 * so a run stopped anywhere resumes where it was. Reads keep working throughout: a value is under its old
 * key (still held) until its own batch commits. At the end, keys no record refers to are retired.
 */
export async function runRotation(deps: RotationDeps, vault: Vault, id: number, options: RunOptions): Promise<void> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  try {
    for (;;) {
      if (options.shouldStop?.()) return;
      const row = await claim(deps, vault, id, options.nodeId);
      if (!row) return;
      if (row.column_index >= sealedColumns.length) {
        const remaining = await valuesToMove(deps.db, vault);
        if (remaining > 0 && row.pass < MAX_PASSES) {
          await progress(deps, id, options.nodeId, { pass: row.pass + 1, column_index: 0, last_id: null });
          continue;
        }
        await finish(deps, vault, id, remaining);
        return;
      }
      await moveBatch(deps, vault, row, batchSize, options.nodeId);
      await options.afterBatch?.(id);
    }
  } catch (error) {
    await deps.db
      .updateTable('vault_rotations')
      .set({ status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 500) })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/** Runs every unfinished rotation this node can carry (start-up: a rotation stopped by a crash goes on). */
export async function resumeRotations(deps: RotationDeps, vault: Vault, options: RunOptions): Promise<void> {
  const rows = await deps.db.selectFrom('vault_rotations').select('id').where('status', '=', 'running').execute();
  for (const row of rows) await runRotation(deps, vault, row.id, options);
}

/** Takes or renews the lease; null when another node holds it, the rotation ended, or its key is not ours. */
async function claim(deps: RotationDeps, vault: Vault, id: number, nodeId: string) {
  const now = deps.now();
  const result = await deps.db
    .updateTable('vault_rotations')
    .set({ lease_owner: nodeId, lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('target_key_id', '=', vault.ring.current.id)
    .where((eb) =>
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString()), eb('lease_owner', '=', nodeId)]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return deps.db.selectFrom('vault_rotations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function progress(
  deps: RotationDeps,
  id: number,
  nodeId: string,
  change: { pass?: number; column_index: number; last_id: string | null; done?: number },
  db: Db = deps.db,
): Promise<void> {
  const now = deps.now();
  await db
    .updateTable('vault_rotations')
    .set({ ...change, updated_at: now.toISOString(), lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('id', '=', id)
    .where('lease_owner', '=', nodeId)
    .execute();
}

type ClaimedRow = NonNullable<Awaited<ReturnType<typeof claim>>>;

async function moveBatch(
  deps: RotationDeps,
  vault: Vault,
  row: ClaimedRow,
  batchSize: number,
  nodeId: string,
): Promise<void> {
  const column = sealedColumns[row.column_index];
  if (!column) return;
  const idRef = sql.ref(column.idColumn);
  const valueRef = sql.ref(column.column);
  const after = row.last_id === null ? sql`` : sql`and ${idRef} > ${JSON.parse(row.last_id) as string | number}`;
  await deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string | number; value: string }>`
      select ${idRef} as id, ${valueRef} as value from ${sql.table(column.table)}
      where ${sealedRows(column)} ${after} order by ${idRef} limit ${sql.lit(batchSize)}`.execute(trx);
    let moved = 0;
    for (const record of rows) {
      const rewrapped = rewrapOrSkip(deps, vault, record.value, contextOf(column, record.id));
      if (rewrapped === null) continue;
      // Only if nobody changed it meanwhile: a value saved since is already under the current key.
      const result = await sql`
        update ${sql.table(column.table)} set ${valueRef} = ${rewrapped}
        where ${idRef} = ${record.id} and ${valueRef} = ${record.value}`.execute(trx);
      moved += Number(result.numAffectedRows ?? 0);
    }
    const last = rows.at(-1);
    const cursor =
      rows.length < batchSize || !last
        ? { column_index: row.column_index + 1, last_id: null }
        : { column_index: row.column_index, last_id: JSON.stringify(last.id) };
    await progress(deps, row.id, nodeId, { ...cursor, done: row.done + moved }, trx);
  });
}

function rewrapOrSkip(deps: RotationDeps, vault: Vault, value: string, context: ReturnType<typeof contextOf>) {
  try {
    return vault.needsRewrap(value) ? vault.rewrap(value, context) : null;
  } catch (error) {
    if (!(error instanceof VaultError)) throw error;
    // Unreadable here (a key this node lacks, an altered value): left as it is and counted as remaining.
    deps.log.warn(
      { err: error, table: context.table, column: context.column, id: context.id },
      'vault: value not re-wrapped',
    );
    return null;
  }
}

async function finish(deps: RotationDeps, vault: Vault, id: number, remaining: number): Promise<void> {
  const retired: string[] = [];
  if (remaining === 0) {
    const usage = await keyUsage(deps.db);
    for (const key of vault.ring.all().slice(1)) {
      if (!usage.has(key.id) && !usage.has('v1') && vault.ring.retire(key.id)) retired.push(key.id);
    }
  }
  const stamp = deps.now().toISOString();
  await deps.db
    .updateTable('vault_rotations')
    .set({
      status: 'done',
      remaining,
      retired_key_ids: retired.join(','),
      finished_at: stamp,
      updated_at: stamp,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .execute();
  deps.log.info({ rotationId: id, remaining, retired }, 'vault: master-key rotation finished');
}
