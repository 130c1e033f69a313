import {
  type CodeSent,
  type ForgetPasswdUpdateBody,
  forgetPasswdCheckUser,
  forgetPasswdUpdate,
  getUpdatePasswdCode,
  type ResetChannel,
  type ResetChannels,
  verifyUpdatePasswdCode,
} from '../../../shared/api/signInMethods';
import { call } from '../../data/http';

/** The forgotten-password calls (spec §7); the only file of this page that touches the network. */
export function checkUser(username: string): Promise<ResetChannels> {
  return call(forgetPasswdCheckUser, { body: { username } });
}

export function sendResetCode(username: string, channel: ResetChannel): Promise<CodeSent> {
  return call(getUpdatePasswdCode, { query: { username, channel } });
}

export async function verifyResetCode(username: string, channel: ResetChannel, code: string): Promise<string> {
  return (await call(verifyUpdatePasswdCode, { body: { username, channel, code } })).ticket;
}

export async function resetPassword(body: ForgetPasswdUpdateBody): Promise<void> {
  await call(forgetPasswdUpdate, { body });
}
