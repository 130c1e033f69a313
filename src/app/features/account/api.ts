import {
  type ChangePasswordBody,
  getPasswdLengthPolicy,
  type PasswordLengthPolicy,
  type PersonalInfo,
  updateOwnInfo,
  updateOwnPasswd,
} from '../../../shared/api/auth';
import { call } from '../../data/http';

/** The account feature's calls; the only file here that touches the network. */
export function getPasswordLengthPolicy(signal?: AbortSignal): Promise<PasswordLengthPolicy> {
  return call(getPasswdLengthPolicy, { signal });
}

export async function changeOwnPassword(body: ChangePasswordBody): Promise<void> {
  await call(updateOwnPasswd, { body });
}

export async function updatePersonalInfo(body: PersonalInfo): Promise<void> {
  await call(updateOwnInfo, { body });
}
