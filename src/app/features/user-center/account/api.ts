import {
  type ChangePasswordBody,
  getPasswdLengthPolicy,
  type PasswordLengthPolicy,
  type PersonalInfo,
  updateOwnInfo,
  updateOwnPasswd,
} from '../../../../shared/api/auth';
import { forceUpdatePasswd } from '../../../../shared/api/users';
import { call } from '../../../data/http';

/** The account feature's calls; the only file here that touches the network. */
export function getPasswordLengthPolicy(signal?: AbortSignal): Promise<PasswordLengthPolicy> {
  return call(getPasswdLengthPolicy, { signal });
}

export async function changeOwnPassword(body: ChangePasswordBody): Promise<void> {
  await call(updateOwnPasswd, { body });
}

/** The forced change after sign-in (new user, reset by an administrator): spec §7 forceUpdatePasswd. */
export async function forceChangeOwnPassword(body: ChangePasswordBody): Promise<void> {
  await call(forceUpdatePasswd, { body });
}

export async function updatePersonalInfo(body: PersonalInfo): Promise<void> {
  await call(updateOwnInfo, { body });
}
