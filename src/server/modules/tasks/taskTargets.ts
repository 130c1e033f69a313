import type { SelectQueryBuilder } from 'kysely';
import type { TargetAccount, TaskTargets } from '../../../shared/api/tasks';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, fieldError } from '../../errors/appError';
import type { AssetScope } from '../assets';
import { parseSelector, SelectorSyntaxError } from './selector/parseSelector';
import { selectorCondition } from './selector/selectorQuery';

type AccountQuery = SelectQueryBuilder<Database, 'accounts' | 'assets', object>;

export const EMPTY_TARGETS: TaskTargets = {
  accountIds: [],
  assetIds: [],
  tagIds: [],
  platformIds: [],
  deptIds: [],
  selector: '',
};

export const hasTargets = (targets: TaskTargets) => Object.values(targets).some((entry) => entry.length > 0);

/** Refuses a selector that does not parse, naming the character and what was expected there. */
export function assertSelectorReadable(selector: string): void {
  if (!selector) return;
  try {
    parseSelector(selector);
  } catch (error) {
    if (!(error instanceof SelectorSyntaxError)) throw error;
    throw fieldError('targets.selector', 'selectorInvalid', { position: error.position, expected: error.expected });
  }
}

/**
 * The accounts a task's targets match whose accounts `scope` manages: any listed account, every account of a
 * listed asset, of an asset or account carrying a listed tag, of an asset of a listed platform or department (and
 * its sub-departments). A task never reaches past its owner's scope, whatever its targets say.
 */
export async function targetAccountsQuery(
  db: Db,
  scope: AssetScope,
  targets: TaskTargets,
): Promise<AccountQuery | null> {
  const deptIds = [...new Set(targets.deptIds.flatMap((id) => scope.tree.subtree(id)))];
  if (!hasTargets(targets)) return null;
  const selector = targets.selector
    ? selectorCondition(
        db,
        parseSelector(targets.selector),
        scope.tree,
        await db.selectFrom('departments').select(['id', 'name']).execute(),
      )
    : null;
  let query: AccountQuery = db.selectFrom('accounts').innerJoin('assets', 'assets.id', 'accounts.asset_id');
  if (!scope.all) {
    const { manage, grantManaged } = scope;
    if (manage.length === 0 && grantManaged.length === 0) return null;
    query = query.where((eb) =>
      eb.or([
        ...(manage.length > 0 ? [eb('assets.dept_id', 'in', [...manage])] : []),
        ...(grantManaged.length > 0 ? [eb('assets.id', 'in', [...grantManaged])] : []),
      ]),
    );
  }
  return query.where((eb) =>
    eb.or([
      ...(targets.accountIds.length > 0 ? [eb('accounts.id', 'in', targets.accountIds)] : []),
      ...(targets.assetIds.length > 0 ? [eb('accounts.asset_id', 'in', targets.assetIds)] : []),
      ...(targets.platformIds.length > 0 ? [eb('assets.platform_id', 'in', targets.platformIds)] : []),
      ...(deptIds.length > 0 ? [eb('assets.dept_id', 'in', deptIds)] : []),
      ...(selector ? [selector(eb)] : []),
      ...(targets.tagIds.length > 0
        ? [
            eb(
              'accounts.asset_id',
              'in',
              eb
                .selectFrom('asset_tags')
                .select('asset_tags.asset_id')
                .where('asset_tags.tag_id', 'in', targets.tagIds),
            ),
            eb(
              'accounts.id',
              'in',
              eb
                .selectFrom('account_tags')
                .select('account_tags.account_id')
                .where('account_tags.tag_id', 'in', targets.tagIds),
            ),
          ]
        : []),
    ]),
  );
}

/** Every matching account, in asset then account order. */
export async function targetAccounts(db: Db, scope: AssetScope, targets: TaskTargets): Promise<TargetAccount[]> {
  const query = await targetAccountsQuery(db, scope, targets);
  if (!query) return [];
  const rows = await selectTargetColumns(query).orderBy('assets.name').orderBy('accounts.account_name').execute();
  return rows.map(toTargetAccount);
}

/** The count and the first `limit` matching accounts (the form's preview). */
export async function previewTargetAccounts(
  db: Db,
  scope: AssetScope,
  targets: TaskTargets,
  limit: number,
): Promise<{ total: number; rows: TargetAccount[] }> {
  const query = await targetAccountsQuery(db, scope, targets);
  if (!query) return { total: 0, rows: [] };
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    selectTargetColumns(query).orderBy('assets.name').orderBy('accounts.account_name').limit(limit).execute(),
  ]);
  return { total: Number(count.n), rows: rows.map(toTargetAccount) };
}

function selectTargetColumns(query: AccountQuery) {
  return query.select([
    'accounts.id as account_id',
    'accounts.account_name',
    'assets.id as asset_id',
    'assets.name as asset_name',
    'assets.address',
  ]);
}

function toTargetAccount(row: {
  account_id: number;
  account_name: string;
  asset_id: number;
  asset_name: string;
  address: string;
}): TargetAccount {
  return {
    accountId: row.account_id,
    accountName: row.account_name,
    assetId: row.asset_id,
    assetName: row.asset_name,
    address: row.address,
  };
}

const notManaged = (field: string) =>
  new AppError(ResponseCode.taskTargetNotManaged, 'taskTargetNotManaged', { field }, { data: { field } });

/**
 * Refuses explicit targets the caller does not manage: accounts and assets outside their scope, departments
 * outside it, tags and platforms that do not exist. (Tags, platforms and departments still match only inside
 * the scope at each run.)
 */
export async function assertTargetsManaged(db: Db, scope: AssetScope, targets: TaskTargets): Promise<void> {
  if (!hasTargets(targets))
    throw new AppError(ResponseCode.taskTargetsRequired, 'taskTargetsRequired', {}, { data: { field: 'targets' } });
  assertSelectorReadable(targets.selector);
  const manages = (asset: { id: number; dept_id: number | null }) =>
    scope.all ||
    (asset.dept_id !== null && scope.manage.includes(asset.dept_id)) ||
    scope.grantManaged.includes(asset.id);
  if (targets.accountIds.length > 0) {
    const rows = await db
      .selectFrom('accounts')
      .innerJoin('assets', 'assets.id', 'accounts.asset_id')
      .select(['assets.id', 'assets.dept_id'])
      .where('accounts.id', 'in', targets.accountIds)
      .execute();
    if (rows.length !== targets.accountIds.length || !rows.every(manages)) throw notManaged('accountIds');
  }
  if (targets.assetIds.length > 0) {
    const rows = await db.selectFrom('assets').select(['id', 'dept_id']).where('id', 'in', targets.assetIds).execute();
    if (rows.length !== targets.assetIds.length || !rows.every(manages)) throw notManaged('assetIds');
  }
  if (targets.deptIds.some((id) => !scope.all && !scope.manage.includes(id))) throw notManaged('deptIds');
  if (targets.deptIds.some((id) => scope.tree.subtree(id).length === 0)) throw notManaged('deptIds');
  const exist = async (table: 'tags' | 'platforms', ids: number[]) =>
    ids.length === 0 ||
    (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).length === ids.length;
  if (!(await exist('tags', targets.tagIds))) throw notManaged('tagIds');
  if (!(await exist('platforms', targets.platformIds))) throw notManaged('platformIds');
}
