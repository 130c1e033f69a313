import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import { KEY_ID_LENGTH } from './envelope';
import { type SealedColumn, sealedColumns } from './sealedColumns';
import type { Vault } from './vault';
import { VaultError } from './vaultError';

/** The records whose column holds a sealed value (not empty, and one of onlyIds where given). */
export function sealedRows(column: SealedColumn): RawBuilder<unknown> {
  const value = sql.ref(column.column);
  const filled = sql`${value} is not null and ${value} <> ''`;
  if (!column.onlyIds) return filled;
  return sql`${filled} and ${sql.ref(column.idColumn)} in (${sql.join([...column.onlyIds])})`;
}

/**
 * How many sealed values each master key id wraps: 'v1' for the first format (which names no key), 'other'
 * for text that is no sealed value at all (written by hand; it opens nowhere and rotation leaves it).
 */
export async function keyUsage(db: Db): Promise<Map<string, number>> {
  const usage = new Map<string, number>();
  for (const column of sealedColumns) {
    const value = sql.ref(column.column);
    const keyId = sql<string>`case when ${value} like 'v1.%' then 'v1'
      when ${value} like 'v2.%' then substr(${value}, 4, ${sql.lit(KEY_ID_LENGTH)}) else 'other' end`;
    const { rows } = await sql<{ key_id: string; n: number | string }>`
      select ${keyId} as key_id, count(*) as n from ${sql.table(column.table)}
      where ${sealedRows(column)} group by ${keyId}`.execute(db);
    for (const row of rows) usage.set(row.key_id, (usage.get(row.key_id) ?? 0) + Number(row.n));
  }
  return usage;
}

/** Values not yet wrapped under the current master key. */
export async function valuesToMove(db: Db, vault: Vault): Promise<number> {
  const current = vault.ring.current.id;
  let count = 0;
  for (const [keyId, n] of await keyUsage(db)) if (keyId !== current && keyId !== 'other') count += n;
  return count;
}

/**
 * The start-up check: every sealed value must be wrapped by a key this node holds. A wrong or missing
 * master key stops the server with a message naming the key ids, instead of secrets that fail one by one.
 */
export async function assertMasterKeysFit(db: Db, vault: Vault): Promise<void> {
  const held = vault.ring.all().map((key) => key.id);
  const missing = [...(await keyUsage(db)).keys()].filter((id) => id !== 'v1' && id !== 'other' && !held.includes(id));
  if (missing.length === 0 && (await legacyValuesOpen(db, vault))) return;
  throw new VaultError(
    'masterKeyMismatch',
    `The master key does not fit this database: secrets are sealed under master key id(s) ${
      missing.length > 0 ? missing.join(', ') : '(first format)'
    }, this node holds ${held.join(', ')}. Start with the master key they were sealed under ` +
      '(GATEHOUSE_MASTER_KEY or <data dir>/master.key), older keys in GATEHOUSE_MASTER_KEY_PREVIOUS or <data dir>/master-keys/.',
  );
}

async function legacyValuesOpen(db: Db, vault: Vault): Promise<boolean> {
  for (const column of sealedColumns) {
    const { rows } = await sql<{ value: string }>`
      select ${sql.ref(column.column)} as value from ${sql.table(column.table)}
      where ${sealedRows(column)} and ${sql.ref(column.column)} like 'v1.%' limit 1`.execute(db);
    const sample = rows[0];
    if (sample && !vault.canUnwrap(sample.value)) return false;
  }
  return true;
}
