import { RegistrationStatus } from '../../../shared/api/registration';
import { ResponseCode } from '../../../shared/codes';
import type { MessageKey } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords';

export interface RegistrationAnswer {
  code: number;
  key: MessageKey;
  params: Record<string, string>;
}

/**
 * A password sign-in with a user name that has no account: when the latest registration request of
 * that name is pending or refused AND the password is the one it was filed with, the requester is
 * told (still waiting; refused, with the reason). Anyone else gets the usual bad-credentials answer,
 * so the reason stays between the requester and the administrators. Always one password hash check,
 * like a sign-in with an unknown name.
 */
export async function registrationAnswer(
  deps: Pick<Deps, 'db'>,
  userName: string,
  password: string,
): Promise<RegistrationAnswer | null> {
  const latest = await deps.db
    .selectFrom('registration_requests')
    .select(['status', 'refuse_reason', 'password_hash'])
    .where('user_name', '=', userName)
    .where('status', 'in', [RegistrationStatus.pending, RegistrationStatus.refused])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) {
    await verifyAgainstDummy(password);
    return null;
  }
  if (!(await verifyPassword(password, latest.password_hash))) return null;
  return latest.status === RegistrationStatus.pending
    ? { code: ResponseCode.registerPending, key: 'registerPending', params: {} }
    : { code: ResponseCode.registerRefused, key: 'registerRefused', params: { reason: latest.refuse_reason } };
}
