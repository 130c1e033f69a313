import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import {
  type AddGrantsBodySchema,
  type Grant,
  type ListGrantsQuerySchema,
  MAX_GRANTS_PER_REQUEST,
} from '../../../shared/api/grants';
import { ResponseCode } from '../../../shared/codes';
import { GrantState } from '../../../shared/rules/grantRules';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsLowered } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { type AssetScope, assetNotFound, canViewDept, requireManage } from '../assets';
import { type GrantRow, toGrants } from './grantRows';

type AddBody = z.output<typeof AddGrantsBodySchema>;
type ListQuery = z.output<typeof ListGrantsQuerySchema>;
type GrantQuery = SelectQueryBuilder<Database, 'grants' | 'assets', object>;

const grantNotFound = () => new AppError(ResponseCode.notFound, 'grantNotFound', {}, { data: { field: 'grantId' } });

/** Only grants on assets the caller sees (the asset department scope). */
function visibleGrants(db: Db, scope: AssetScope): GrantQuery | null {
  const base = db.selectFrom('grants').innerJoin('assets', 'assets.id', 'grants.asset_id');
  if (scope.all) return base;
  if (scope.view.length === 0) return null;
  return base.where('assets.dept_id', 'in', [...scope.view]);
}

/** Spec §4 states as conditions on the stored times (ISO text: string order is time order). */
function inState(query: GrantQuery, state: number, now: string): GrantQuery {
  if (state === GrantState.pending)
    return query.where('grants.revoked_at', 'is', null).where('grants.starts_at', '>', now);
  if (state === GrantState.valid)
    return query
      .where('grants.revoked_at', 'is', null)
      .where('grants.starts_at', '<=', now)
      .where('grants.ends_at', '>=', now);
  return query.where((eb) => eb.or([eb('grants.revoked_at', 'is not', null), eb('grants.ends_at', '<', now)]));
}

export async function listGrants(
  deps: Deps,
  scope: AssetScope,
  query: ListQuery,
): Promise<{ rows: Grant[]; total: number }> {
  let base = visibleGrants(deps.db, scope);
  if (!base) return { rows: [], total: 0 };
  const now = deps.now();
  if (query.subjectKind) base = base.where('grants.subject_kind', '=', query.subjectKind);
  if (query.subjectId !== undefined) base = base.where('grants.subject_id', '=', query.subjectId);
  if (query.assetId !== undefined) base = base.where('grants.asset_id', '=', query.assetId);
  if (query.keyword) base = base.where(containsLowered(deps.db, 'assets.search_text', query.keyword));
  if (query.state !== undefined) base = inState(base, query.state, now.toISOString());
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0) return { rows: [], total: 0 };
  const rows = (await base
    .selectAll('grants')
    .orderBy('grants.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute()) as GrantRow[];
  return { rows: await toGrants(deps.db, scope.tree, rows, now), total: Number(total) };
}

export async function grantDetail(deps: Deps, scope: AssetScope, grantId: number): Promise<Grant> {
  const base = visibleGrants(deps.db, scope);
  const row = base
    ? ((await base.selectAll('grants').where('grants.id', '=', grantId).executeTakeFirst()) as GrantRow | undefined)
    : undefined;
  if (!row) throw grantNotFound();
  const [grant] = await toGrants(deps.db, scope.tree, [row], deps.now());
  if (!grant) throw grantNotFound();
  return grant;
}

async function checkSubjects(trx: Db, scope: AssetScope, body: AddBody): Promise<void> {
  const missing = (found: number, wanted: number) => found !== wanted;
  const count = async (table: 'users' | 'user_groups', ids: number[]) =>
    ids.length === 0 ? 0 : (await trx.selectFrom(table).select('id').where('id', 'in', ids).execute()).length;
  if (
    missing(await count('users', body.userIds), body.userIds.length) ||
    missing(await count('user_groups', body.groupIds), body.groupIds.length) ||
    body.deptIds.some((id) => !scope.tree.get(id))
  )
    throw new AppError(ResponseCode.grantSubjectNotFound, 'grantSubjectNotFound');
}

/**
 * POST /privilege/impower/add: every subject on every asset, all or nothing. Each asset must be one the
 * caller manages (out of sight: 资产不存在; seen but not managed: 403). The window's end may not be before
 * now (spec §5), nor before its start.
 */
export async function addGrants(
  deps: Deps,
  scope: AssetScope,
  grantor: string,
  body: AddBody,
): Promise<{ created: number; grantIds: number[] }> {
  const now = deps.now();
  if (Date.parse(body.endTime) < now.getTime()) throw fieldError('endTime', 'grantEndBeforeNow');
  if (body.endTime < body.startTime) throw fieldError('endTime', 'grantEndBeforeStart');
  const subjects = [
    ...body.userIds.map((id) => ({ kind: 'user', id })),
    ...body.groupIds.map((id) => ({ kind: 'group', id })),
    ...body.deptIds.map((id) => ({ kind: 'dept', id })),
  ];
  if (subjects.length * body.assetIds.length > MAX_GRANTS_PER_REQUEST)
    throw new AppError(ResponseCode.grantTooMany, 'grantTooMany', { max: MAX_GRANTS_PER_REQUEST });
  return deps.db.transaction().execute(async (trx) => {
    const assets = await trx.selectFrom('assets').select(['id', 'dept_id']).where('id', 'in', body.assetIds).execute();
    if (assets.length !== body.assetIds.length || assets.some((row) => !canViewDept(scope, row.dept_id)))
      throw assetNotFound();
    for (const asset of assets) requireManage(scope, asset.dept_id);
    await checkSubjects(trx, scope, body);
    if (body.accountIds.length > 0) {
      // An account restriction names accounts of the one granted asset.
      const owned = await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', 'in', body.accountIds)
        .where('asset_id', '=', body.assetIds[0] ?? 0)
        .execute();
      if (owned.length !== new Set(body.accountIds).size) throw fieldError('accountIds', 'grantAccountNotOnAsset');
    }
    const createdAt = now.toISOString();
    const grantIds: number[] = [];
    for (const assetId of body.assetIds) {
      for (const subject of subjects) {
        const { id } = await trx
          .insertInto('grants')
          .values({
            subject_kind: subject.kind,
            subject_id: subject.id,
            asset_id: assetId,
            permission_type: body.permissionType,
            kind: body.kind,
            starts_at: body.startTime,
            ends_at: body.endTime,
            access_mode: body.accessMode,
            revoked_at: null,
            revoked_by: null,
            created_by: grantor,
            created_at: createdAt,
            may_upload: body.mayUpload ? 1 : 0,
            may_download: body.mayDownload ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        grantIds.push(id);
        if (body.accessMode !== null && body.accessEntries.length > 0)
          await trx
            .insertInto('grant_access_entries')
            .values(body.accessEntries.map((entry) => ({ grant_id: id, entry })))
            .execute();
        if (body.accountIds.length > 0)
          await trx
            .insertInto('grant_accounts')
            .values(body.accountIds.map((accountId) => ({ grant_id: id, account_id: accountId })))
            .execute();
      }
    }
    return { created: grantIds.length, grantIds };
  });
}

/**
 * POST /privilege/impower/revoke/{ids} (/assets-remove-impower): all or nothing. Revoking keeps the row
 * (state invalid, reason revoked) for the record; one already revoked refuses the call.
 */
export async function revokeGrants(
  deps: Deps,
  scope: AssetScope,
  revoker: string,
  grantIds: readonly number[],
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('grants')
      .innerJoin('assets', 'assets.id', 'grants.asset_id')
      .select(['grants.id', 'grants.revoked_at', 'assets.dept_id'])
      .where('grants.id', 'in', [...grantIds])
      .execute();
    if (rows.length !== grantIds.length || rows.some((row) => !canViewDept(scope, row.dept_id))) throw grantNotFound();
    for (const row of rows) requireManage(scope, row.dept_id);
    if (rows.some((row) => row.revoked_at !== null))
      throw new AppError(ResponseCode.grantAlreadyRevoked, 'grantAlreadyRevoked');
    await trx
      .updateTable('grants')
      .set({ revoked_at: deps.now().toISOString(), revoked_by: revoker })
      .where('id', 'in', [...grantIds])
      .execute();
    return rows.length;
  });
}
