import type { z } from 'zod';
import type { ManagedAccount, WeakFixBodySchema } from '../../../../shared/api/vaultAccounts';
import { ResponseCode } from '../../../../shared/codes';
import { passwordStrength } from '../../../../shared/rules/validation';
import type { Deps } from '../../../deps';
import { AppError, fieldError } from '../../../errors/appError';
import { managedAccount, recordSecretChange, sealAccountSecret } from '../../accounts';
import type { AssetScope } from '../../assets';
import type { CofferCaller } from '../cofferAccess';
import { managedAccountPage } from './managedAccounts';
import { loadVaultPasswordPolicy, policyRefusal } from './passwordPolicy';

/**
 * /weak-edit-password-form: a manager of the account's asset stores the strong password that now replaces a weak
 * one on the host. The new one must pass the vault's policy; the old one is kept as a password record; the last
 * check's result no longer applies. (Changing it on the host from Gatehouse is the password-change task's job.)
 */
export async function fixWeakPassword(
  deps: Deps,
  caller: CofferCaller,
  scope: AssetScope,
  body: z.output<typeof WeakFixBodySchema>,
): Promise<ManagedAccount> {
  const account = await managedAccount(deps.db, scope, body.accountId);
  if (account.auth_kind !== 'password')
    throw new AppError(
      ResponseCode.accountSecretNotPassword,
      'accountSecretNotPassword',
      {},
      { data: { field: 'accountId' } },
    );
  const refusal = policyRefusal(await loadVaultPasswordPolicy(deps.db), body.password);
  if (refusal) throw fieldError('password', refusal.key, refusal.params);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await recordSecretChange(trx, deps.vault, { account, how: 'weakFix', by: caller.userName, at });
    await trx
      .updateTable('accounts')
      .set({
        secret_sealed: sealAccountSecret(deps.vault, account.id, 'secret', body.password),
        secret_strength: passwordStrength(body.password),
        check_result: 2,
        check_key: null,
        check_params: null,
        checked_at: null,
        updated_at: at,
      })
      .where('id', '=', account.id)
      .execute();
  });
  const page = await managedAccountPage(deps.db, caller, scope, { pageNum: 1, pageSize: 1 }, deps.now(), account.id);
  const [row] = page.rows;
  if (!row) throw new Error('unreachable: the account just changed is in sight');
  return row;
}
