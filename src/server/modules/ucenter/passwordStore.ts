import type { Deps } from '../../deps';
import { fieldError } from '../../errors/appError';
import { hashPassword } from '../../security/passwords';
import type { Settings } from '../settings';
import { assertNotReused, recordPassword } from './passwordHistory';
import { checkNewPassword } from './passwordPolicy';

/** The rules every new password meets, whoever sets it: length, strength, and the confirmation. */
export function checkPasswordRules(settings: Settings, passwordNew: string, passwordConfirm: string): void {
  checkNewPassword(passwordNew, settings, 'passwordNew');
  if (passwordConfirm !== passwordNew) throw fieldError('passwordConfirm', 'passwordMismatch');
}

/**
 * Stores a new password for a user: it must differ from the last N; then, in one transaction, the
 * history grows (trimmed to N), the must-change flag and any lockout clear and the user's sessions are
 * revoked — all of them, or all but `keepTokenHash` (the caller's own, on a change from the console).
 */
export async function storeNewPassword(
  deps: Deps,
  settings: Settings,
  userId: number,
  passwordNew: string,
  keepTokenHash: string | null,
): Promise<void> {
  await assertNotReused(deps.db, userId, passwordNew, settings, 'passwordNew');

  const passwordHash = await hashPassword(passwordNew);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_changed_at: now,
        must_change_password: 0,
        failed_attempts: 0,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    await recordPassword(trx, userId, passwordHash, now, settings);
    let revoke = trx
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash);
    await revoke.execute();
  });
}
