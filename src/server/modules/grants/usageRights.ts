import type { DeptScope } from '../../../shared/api/departments';
import type { MyAssetRight } from '../../../shared/api/myAssets';
import { accessAllows, GrantKind, GrantState, grantStateAt, PermissionType } from '../../../shared/rules/grantRules';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { hadLicenceOn, type LicenceRight, licenceRightsOf } from '../coffer';
import { type DeptTree, departmentScope, loadDeptTree } from '../departments';
import { accessEntriesOf, accountLimitsOf, type GrantRow } from './grantRows';
import { coveredBy, subjectsOfUser } from './subjects';

/**
 * What a user may do on assets (docs/authorisations.md): the union of
 *  - department rights (spec §6): visitors view, normal members and supervisors log in to the assets of
 *    their department subtree, with no end and no source-IP list;
 *  - authorisations covering the user (their own, their groups', their department's or one above it)
 *    that are valid now (not revoked, started, not ended) and whose access list lets the source IP in;
 *  - the coffer's licences valid now (docs/coffer.md "Rights"): use and above log in, view lists.
 * system:asset:all is a management right, not a usage right: it does not put assets in "my assets".
 */
export interface UsageContext {
  now: Date;
  sourceIp: string;
  tree: DeptTree;
  dept: DeptScope;
  /** Valid grants whose access list admits sourceIp, with their access lists and account limits. */
  grants: UsableGrant[];
  /** What valid coffer licences give, per asset. */
  licences: LicenceRight[];
}

export interface UsableGrant {
  row: GrantRow;
  accessEntries: string[];
  accountIds: number[] | null;
}

/** Every grant covering the user (all states), optionally on some assets only. */
async function grantsCovering(db: Db, userId: number, tree: DeptTree, assetIds?: readonly number[]) {
  const subjects = await subjectsOfUser(db, userId, tree);
  let query = db.selectFrom('grants').selectAll().where(coveredBy(subjects));
  if (assetIds) query = query.where('asset_id', 'in', [...assetIds]);
  return query.orderBy('id').execute();
}

export async function usageContext(
  deps: Deps,
  userId: number,
  sourceIp: string,
  assetIds?: readonly number[],
): Promise<UsageContext> {
  const now = deps.now();
  const tree = await loadDeptTree(deps.db);
  const [dept, rows, licences] = await Promise.all([
    departmentScope(deps.db, userId, tree),
    grantsCovering(deps.db, userId, tree, assetIds),
    licenceRightsOf(deps.db, userId, now, assetIds),
  ]);
  const valid = rows.filter((row) => stateOf(row, now) === GrantState.valid);
  const ids = valid.map((row) => row.id);
  const [entries, accounts] = await Promise.all([accessEntriesOf(deps.db, ids), accountLimitsOf(deps.db, ids)]);
  const grants = valid
    .map((row) => ({ row, accessEntries: entries.get(row.id) ?? [], accountIds: accounts.get(row.id) ?? null }))
    .filter((grant) => accessAllows(grant.row.access_mode, grant.accessEntries, sourceIp));
  return { now, sourceIp, tree, dept, grants, licences };
}

function stateOf(row: GrantRow, now: Date): number {
  return grantStateAt({ startsAt: row.starts_at, endsAt: row.ends_at, revokedAt: row.revoked_at }, now).state;
}

/** The rights of the context on one asset, department right first; empty: the asset is not theirs. */
export function rightsOn(context: UsageContext, asset: { id: number; dept_id: number | null }): MyAssetRight[] {
  const rights: MyAssetRight[] = [];
  const deptId = asset.dept_id;
  if (deptId !== null && context.dept.view.includes(deptId)) {
    rights.push({
      source: 'department',
      grantId: null,
      permissionType: context.dept.login.includes(deptId) ? PermissionType.login : PermissionType.view,
      kind: context.dept.manage.includes(deptId) ? GrantKind.manage : GrantKind.ordinary,
      endTime: null,
      accessMode: null,
      accessEntries: [],
      accountIds: null,
    });
  }
  for (const grant of context.grants) {
    if (grant.row.asset_id !== asset.id) continue;
    rights.push({
      source: 'grant',
      grantId: grant.row.id,
      permissionType: grant.row.permission_type,
      kind: grant.row.kind,
      endTime: grant.row.ends_at,
      accessMode: grant.row.access_mode,
      accessEntries: grant.accessEntries,
      accountIds: grant.accountIds,
    });
  }
  for (const licence of context.licences) {
    if (licence.assetId !== asset.id) continue;
    rights.push({
      source: 'coffer',
      grantId: null,
      permissionType: licence.permissionType,
      kind: GrantKind.ordinary,
      endTime: licence.endsAt,
      accessMode: null,
      accessEntries: [],
      accountIds: licence.accountIds,
    });
  }
  return rights;
}

/** Whether the rights allow logging in, and until when (null: one of them has no end). */
export function summarise(rights: readonly MyAssetRight[]): { canLogin: boolean; validUntil: string | null } {
  const canLogin = rights.some((right) => right.permissionType === PermissionType.login);
  const relevant = canLogin ? rights.filter((right) => right.permissionType === PermissionType.login) : rights;
  if (relevant.some((right) => right.endTime === null)) return { canLogin, validUntil: null };
  const ends = relevant.map((right) => right.endTime as string).sort();
  return { canLogin, validUntil: ends.at(-1) ?? null };
}

/** Asset ids the context's grants reach (department rights are a condition on dept_id instead). */
export function grantedAssetIds(context: UsageContext): number[] {
  return [
    ...new Set([
      ...context.grants.map((grant) => grant.row.asset_id),
      ...context.licences.map((licence) => licence.assetId),
    ]),
  ];
}

export type UseDecision =
  | {
      allowed: true;
      until: string | null;
      /** When the first of the rights allowing it ends (null: none ends): the answer may change from then. */
      changesAt: string | null;
      grantIds: number[];
      accountIds: number[] | null;
    }
  | { allowed: false; reason: 'assetNotFound' | 'noRight' | 'pending' | 'expired' | 'revoked' | 'sourceIpDenied' };

/**
 * The check the terminal calls before opening a session (docs/authorisations.md): may `userId` view or
 * log in to `assetId` from `sourceIp` now? Allowed answers say until when and which accounts (null = all
 * accounts of the asset); refusals say why, the most hopeful reason first (a source-IP refusal on a valid
 * grant before pending, expired, revoked).
 */
export async function mayUseAsset(
  deps: Deps,
  userId: number,
  assetId: number,
  options: { permission: 'login' | 'view'; sourceIp: string },
): Promise<UseDecision> {
  const asset = await deps.db
    .selectFrom('assets')
    .select(['id', 'dept_id'])
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!asset) return { allowed: false, reason: 'assetNotFound' };
  const context = await usageContext(deps, userId, options.sourceIp, [assetId]);
  const wanted = options.permission === 'login' ? PermissionType.login : PermissionType.view;
  const enough = rightsOn(context, asset).filter((right) => right.permissionType >= wanted);
  if (enough.length > 0) {
    const grantIds = enough.flatMap((right) => (right.grantId === null ? [] : [right.grantId]));
    const allAccounts = enough.some((right) => right.accountIds === null);
    const accountIds = allAccounts
      ? null
      : [...new Set(enough.flatMap((right) => right.accountIds ?? []))].sort((a, b) => a - b);
    return { allowed: true, until: summariseUntil(enough), changesAt: firstEnd(enough), grantIds, accountIds };
  }
  return { allowed: false, reason: await refusalReason(deps, userId, context, assetId, wanted) };
}

/**
 * mayUseAsset's rule for many assets at once, with one read of the caller's rights: per asset that exists, whether
 * the caller may view it and whether they may log in to it from `sourceIp` now. For lists (the home page's cards);
 * the terminal and approvals ask mayUseAsset, which also says why not.
 */
export async function usableAssetRights(
  deps: Deps,
  userId: number,
  assetIds: readonly number[],
  sourceIp: string,
): Promise<Map<number, { view: boolean; login: boolean }>> {
  if (assetIds.length === 0) return new Map();
  const assets = await deps.db
    .selectFrom('assets')
    .select(['id', 'dept_id'])
    .where('id', 'in', [...assetIds])
    .execute();
  const context = await usageContext(deps, userId, sourceIp, assetIds);
  return new Map(
    assets.map((asset) => {
      const permissions = rightsOn(context, asset).map((right) => right.permissionType);
      return [
        asset.id,
        {
          view: permissions.some((permission) => permission >= PermissionType.view),
          login: permissions.some((permission) => permission >= PermissionType.login),
        },
      ];
    }),
  );
}

function summariseUntil(rights: readonly MyAssetRight[]): string | null {
  if (rights.some((right) => right.endTime === null)) return null;
  return (
    rights
      .map((right) => right.endTime as string)
      .sort()
      .at(-1) ?? null
  );
}

function firstEnd(rights: readonly MyAssetRight[]): string | null {
  const ends = rights.flatMap((right) => (right.endTime === null ? [] : [right.endTime])).sort();
  return ends[0] ?? null;
}

async function refusalReason(
  deps: Deps,
  userId: number,
  context: UsageContext,
  assetId: number,
  wanted: number,
): Promise<'noRight' | 'pending' | 'expired' | 'revoked' | 'sourceIpDenied'> {
  const rows = (await grantsCovering(deps.db, userId, context.tree, [assetId])).filter(
    (row) => row.permission_type >= wanted,
  );
  const states = rows.map((row) =>
    grantStateAt({ startsAt: row.starts_at, endsAt: row.ends_at, revokedAt: row.revoked_at }, context.now),
  );
  if (states.some((state) => state.state === GrantState.valid)) return 'sourceIpDenied';
  if (states.some((state) => state.state === GrantState.pending)) return 'pending';
  if (states.some((state) => state.expiryReason === 1)) return 'expired';
  if (await hadLicenceOn(deps.db, userId, assetId, context.now)) return 'expired';
  if (states.some((state) => state.expiryReason === 2)) return 'revoked';
  return 'noRight';
}

/**
 * The account seam for the accounts release: the accounts of the asset that the given grants reach;
 * null means every account of the asset (a grant without an account list, or a department right).
 */
export async function grantedAccountIds(db: Db, grantIds: readonly number[]): Promise<number[] | null> {
  if (grantIds.length === 0) return null;
  const limits = await accountLimitsOf(db, grantIds);
  if (grantIds.some((id) => !limits.has(id))) return null;
  return [...new Set([...limits.values()].flat())].sort((a, b) => a - b);
}

/**
 * The assets whose accounts the user manages through authorisations of kind manage 1
 * (docs/authorisations.md): covering the user, valid now, and admitting the request's source address.
 */
export async function assetsManagedByGrant(
  deps: Deps,
  userId: number,
  tree: DeptTree,
  sourceIp: string,
): Promise<number[]> {
  const subjects = await subjectsOfUser(deps.db, userId, tree);
  const rows = await deps.db
    .selectFrom('grants')
    .selectAll()
    .where(coveredBy(subjects))
    .where('kind', '=', GrantKind.manage)
    .where('revoked_at', 'is', null)
    .execute();
  const now = deps.now();
  const valid = rows.filter((row) => stateOf(row, now) === GrantState.valid);
  const entries = await accessEntriesOf(
    deps.db,
    valid.map((row) => row.id),
  );
  const admitted = valid.filter((row) => accessAllows(row.access_mode, entries.get(row.id) ?? [], sourceIp));
  return [...new Set(admitted.map((row) => row.asset_id))];
}
