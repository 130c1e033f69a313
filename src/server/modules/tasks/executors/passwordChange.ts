import { AppError } from '../../../errors/appError';
import { changeAccountPassword } from '../scripts/changePassword';
import { loadScript } from '../scripts/scriptService';
import type { TargetExecutor } from './types';

/**
 * Password change (task type 0): the task's change script on each target (scripts/changePassword.ts). A target
 * succeeds when the new password was verified on the host and stored in the vault.
 */
export const changePasswordOf: TargetExecutor = async (deps, scope, target, context) => {
  if (context.scriptId === null) return { ok: false, messageKey: 'taskScriptRequired', params: {} };
  try {
    const script = await loadScript(deps, context.scriptId);
    const outcome = await changeAccountPassword(deps, scope, target.accountId, script, context.by);
    return { ok: outcome.changed, messageKey: outcome.messageKey, params: outcome.params };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, messageKey: error.messageKey, params: error.params };
  }
};
