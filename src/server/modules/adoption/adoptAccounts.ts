import type { z } from 'zod';
import type { AdoptBodySchema, AdoptReply } from '../../../shared/api/accountAdoption';
import { AccountBodySchema } from '../../../shared/api/accounts';
import { ResponseCode } from '../../../shared/codes';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { insertAccount } from '../accounts';
import type { AssetScope } from '../assets';
import { managedAssetOf } from './adoptionAsset';

type AdoptBody = z.output<typeof AdoptBodySchema>;

const alreadyManaged = (names: readonly string[]) =>
  new AppError(
    ResponseCode.adoptionAlreadyManaged,
    'adoptionAlreadyManaged',
    { names: names.join(', ') },
    { data: { field: 'accounts', names } },
  );

/**
 * POST /privilege/account/adopt: the chosen local users become accounts of the asset through the accounts
 * module's own add path (the password sealed bound to the new row, its strength, a password record "adopt"), all
 * in one transaction. A name the asset already has refuses the whole call, naming every such name.
 */
export async function adoptAccounts(deps: Deps, scope: AssetScope, body: AdoptBody, by: string): Promise<AdoptReply> {
  const asset = await managedAssetOf(deps.db, scope, body.assetId);
  const names = body.accounts.map((account) => account.accountName);
  const takenNames = async () => {
    const rows = await deps.db
      .selectFrom('accounts')
      .select('account_name')
      .where('asset_id', '=', asset.id)
      .where('account_name', 'in', names)
      .execute();
    return names.filter((name) => rows.some((row) => row.account_name === name));
  };
  const taken = await takenNames();
  if (taken.length > 0) throw alreadyManaged(taken);

  // The account form's schema fills what adoption does not ask for (password login, no tags, no description).
  const accounts = body.accounts.map((account) =>
    AccountBodySchema.parse({
      assetId: asset.id,
      accountName: account.accountName,
      accountType: account.accountType,
      authKind: 'password',
      password: account.password,
    }),
  );
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      const added: AdoptReply['added'] = [];
      for (const account of accounts) {
        const accountId = await insertAccount(trx, deps, account, { by, how: 'adopt', fingerprint: null });
        added.push({ accountId, accountName: account.accountName, accountType: account.accountType });
      }
      return added;
    });
  try {
    return { assetId: asset.id, added: await write() };
  } catch (error) {
    // Someone added one of the names meanwhile: nothing was written, and the caller hears which names are taken.
    const isTaken = isUniqueViolation(error) || (error instanceof AppError && error.messageKey === 'accountNameTaken');
    if (!isTaken) throw error;
    throw alreadyManaged(await takenNames());
  }
}
