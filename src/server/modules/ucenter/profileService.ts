import type { PersonalInfo } from '../../../shared/api/auth';
import type { Deps } from '../../deps';
import { forbidden } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';

/** Only the caller's own phone number and e-mail change; user and real names are read-only here. */
export async function updateOwnInfo(deps: Deps, auth: AuthSession, info: PersonalInfo): Promise<void> {
  if (info.userId !== auth.userId) throw forbidden();
  await deps.db
    .updateTable('users')
    .set({ phonenumber: info.phonenumber, email: info.email, updated_at: deps.now().toISOString() })
    .where('id', '=', auth.userId)
    .execute();
}
