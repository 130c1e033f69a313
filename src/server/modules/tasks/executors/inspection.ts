import { PasswordCheck } from '../../../../shared/rules/passwordCheck';
import { AppError } from '../../../errors/appError';
import { checkAccount, type StoredReason } from '../../accounts';
import type { TargetExecutor } from './types';

/**
 * Inspection (task type 10): the account check of the asset pages, run on each target: signs in to the host with
 * the stored credential and records spec §4's password check on the account. A target succeeds when the
 * credential is correct; anything else (wrong, unknown, abnormal, no key) is a finding and fails it. A result that
 * went from correct to wrong means the secret was changed outside Gatehouse.
 */
export const inspectAccount: TargetExecutor = async (deps, scope, target) => {
  const before = await deps.db
    .selectFrom('accounts')
    .select('check_result')
    .where('id', '=', target.accountId)
    .executeTakeFirst();
  try {
    await checkAccount(deps, scope, target.accountId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, checkResult: null, messageKey: error.messageKey, params: error.params };
  }
  const after = await deps.db
    .selectFrom('accounts')
    .select(['check_result', 'check_params', 'secret_strength'])
    .where('id', '=', target.accountId)
    .executeTakeFirstOrThrow();
  const reason = after.check_params ? (JSON.parse(after.check_params) as StoredReason) : null;
  return {
    ok: after.check_result === PasswordCheck.correct,
    checkResult: after.check_result,
    strength: after.secret_strength,
    changedOutside: before?.check_result === PasswordCheck.correct && after.check_result === PasswordCheck.wrong,
    messageKey: reason?.messageKey ?? 'ok',
    params: reason?.params ?? {},
  };
};
