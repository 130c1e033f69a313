import type { PolicyOptions } from '../../../shared/api/policies';
import type { Db } from '../../db/database';
import { containsText } from '../../db/textMatch';

const LIMIT = 100;

/** The pickers of the policy forms: users, user groups, assets, accounts and tags whose name contains keyword. */
export async function policyOptions(db: Db, keyword: string | undefined): Promise<PolicyOptions> {
  let users = db.selectFrom('users').select(['id', 'user_name as name']);
  let groups = db.selectFrom('user_groups').select(['id', 'group_name as name']);
  let assets = db.selectFrom('assets').select(['id', 'name']);
  let tags = db.selectFrom('tags').select(['id', 'name']);
  let accounts = db
    .selectFrom('accounts')
    .innerJoin('assets', 'assets.id', 'accounts.asset_id')
    .select(['accounts.id as id', 'accounts.account_name as account', 'assets.name as asset']);
  if (keyword) {
    users = users.where(containsText('users.user_name', keyword));
    groups = groups.where(containsText('user_groups.group_name', keyword));
    assets = assets.where(containsText('assets.name', keyword));
    tags = tags.where(containsText('tags.name', keyword));
    accounts = accounts.where((eb) =>
      eb.or([containsText('accounts.account_name', keyword), containsText('assets.name', keyword)]),
    );
  }
  const [userRows, groupRows, assetRows, accountRows, tagRows] = await Promise.all([
    users.orderBy('user_name').limit(LIMIT).execute(),
    groups.orderBy('group_name').limit(LIMIT).execute(),
    assets.orderBy('name').limit(LIMIT).execute(),
    accounts.orderBy('assets.name').orderBy('accounts.account_name').limit(LIMIT).execute(),
    tags.orderBy('name').limit(LIMIT).execute(),
  ]);
  return {
    users: userRows,
    groups: groupRows,
    assets: assetRows,
    accounts: accountRows.map((row) => ({ id: row.id, name: `${row.account}@${row.asset}` })),
    tags: tagRows,
  };
}
