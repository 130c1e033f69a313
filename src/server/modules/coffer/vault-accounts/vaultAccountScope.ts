import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { AssetScope } from '../../assets';
import { type CofferCaller, managedCofferIdsQuery, managesAllCoffers, validLicencesQuery } from '../cofferAccess';

type AccountsEb = ExpressionBuilder<Database, 'accounts'>;

/**
 * The accounts the vault's pages show a caller (docs/coffer.md "Accounts in the vault"): those of assets in their
 * asset scope, and those of the safes they manage or hold a valid licence on (every safe with
 * system:allcoffer:manage). Null: no condition (system:asset:all).
 */
export function seenAccounts(db: Db, caller: CofferCaller, scope: AssetScope, now: Date) {
  if (scope.all) return null;
  const cofferIds = managesAllCoffers(caller)
    ? db.selectFrom('coffers').select('coffers.id')
    : managedCofferIdsQuery(db, caller.userId, now).union(
        validLicencesQuery(db, caller.userId, now).select('coffer_licences.coffer_id as id'),
      );
  return (eb: AccountsEb) => {
    const any = [
      eb(
        'accounts.id',
        'in',
        eb.selectFrom('coffer_accounts').select('account_id').where('coffer_id', 'in', cofferIds),
      ),
      eb(
        'accounts.asset_id',
        'in',
        eb.selectFrom('coffer_assets').select('asset_id').where('coffer_id', 'in', cofferIds),
      ),
    ];
    if (scope.view.length > 0)
      any.push(
        eb(
          'accounts.asset_id',
          'in',
          eb
            .selectFrom('assets')
            .select('assets.id')
            .where('assets.dept_id', 'in', [...scope.view]),
        ),
      );
    if (scope.grantManaged.length > 0) any.push(eb('accounts.asset_id', 'in', [...scope.grantManaged]));
    return eb.or(any);
  };
}
