import type { Selectable } from 'kysely';
import type { Grant } from '../../../shared/api/grants';
import { grantStateAt, type SubjectKind } from '../../../shared/rules/grantRules';
import type { Db } from '../../db/database';
import type { GrantsTable } from '../../db/schema';
import type { DeptTree } from '../departments';
import { subjectNames } from './subjects';

export type GrantRow = Selectable<GrantsTable>;

/** The access-list entries of grants, keyed by grant id (one query). */
export async function accessEntriesOf(db: Db, grantIds: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (grantIds.length === 0) return map;
  const rows = await db
    .selectFrom('grant_access_entries')
    .select(['grant_id', 'entry'])
    .where('grant_id', 'in', [...grantIds])
    .orderBy('grant_id')
    .orderBy('entry')
    .execute();
  for (const row of rows) map.set(row.grant_id, [...(map.get(row.grant_id) ?? []), row.entry]);
  return map;
}

/**
 * The account restriction seam (docs/authorisations.md): the accounts each grant is limited to; a grant
 * missing from the map covers every account of its asset.
 */
export async function accountLimitsOf(db: Db, grantIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (grantIds.length === 0) return map;
  const rows = await db
    .selectFrom('grant_accounts')
    .select(['grant_id', 'account_id'])
    .where('grant_id', 'in', [...grantIds])
    .orderBy('account_id')
    .execute();
  for (const row of rows) map.set(row.grant_id, [...(map.get(row.grant_id) ?? []), row.account_id]);
  return map;
}

export async function toGrants(db: Db, tree: DeptTree, rows: readonly GrantRow[], now: Date): Promise<Grant[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const assetIds = [...new Set(rows.map((row) => row.asset_id))];
  const [entries, accounts, assets, nameOf] = await Promise.all([
    accessEntriesOf(db, ids),
    accountLimitsOf(db, ids),
    db.selectFrom('assets').select(['id', 'name', 'address']).where('id', 'in', assetIds).execute(),
    subjectNames(
      db,
      tree,
      rows.map((row) => ({ kind: row.subject_kind, id: row.subject_id })),
    ),
  ]);
  const assetOf = new Map(assets.map((row) => [row.id, row]));
  const accountName = await accountNamesOf(db, [...accounts.values()].flat());
  return rows.map((row) => ({
    grantId: row.id,
    subjectKind: row.subject_kind as SubjectKind,
    subjectId: row.subject_id,
    subjectName: nameOf(row.subject_kind, row.subject_id),
    assetId: row.asset_id,
    assetName: assetOf.get(row.asset_id)?.name ?? '',
    address: assetOf.get(row.asset_id)?.address ?? '',
    permissionType: row.permission_type,
    kind: row.kind,
    startTime: row.starts_at,
    endTime: row.ends_at,
    ...grantStateAt({ startsAt: row.starts_at, endsAt: row.ends_at, revokedAt: row.revoked_at }, now),
    accessMode: row.access_mode,
    accessEntries: entries.get(row.id) ?? [],
    accountIds: accounts.get(row.id) ?? null,
    createdBy: row.created_by,
    createTime: row.created_at,
    revokeTime: row.revoked_at,
    revokedBy: row.revoked_by,
    accounts:
      accounts.get(row.id)?.map((accountId) => ({ accountId, accountName: accountName.get(accountId) ?? '' })) ?? null,
    mayUpload: row.may_upload === 1,
    mayDownload: row.may_download === 1,
  }));
}

async function accountNamesOf(db: Db, accountIds: readonly number[]): Promise<Map<number, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'account_name'])
    .where('id', 'in', [...new Set(accountIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.account_name]));
}
