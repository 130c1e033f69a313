import { type Dept, listMyDepts } from '../../../shared/api/departments';
import { listMySessions, type MySession, signOutMySession, signOutOtherSessions } from '../../../shared/api/mySessions';
import {
  confirmOtpBind,
  getOwnOtp,
  type OtpBindStart,
  type OtpStatus,
  startOtpBind,
  unbindOwnOtp,
} from '../../../shared/api/signInMethods';
import { call } from '../../data/http';

/** The user area's calls (sessions of mine, the one-time password); the only file here that touches the network. */
/** Departments the signed-in user supervises (their own and those below); empty for everyone else. */
export const fetchMyDepts = (signal?: AbortSignal): Promise<Dept[]> => call(listMyDepts, { signal });
export const fetchMySessions = (signal?: AbortSignal): Promise<MySession[]> => call(listMySessions, { signal });
export const endMySession = (sessionId: string) => call(signOutMySession, { body: { sessionId } });
export const endOtherSessions = () => call(signOutOtherSessions, {});

export function fetchOtpStatus(signal?: AbortSignal): Promise<OtpStatus> {
  return call(getOwnOtp, { signal });
}

export function beginOtpBind(): Promise<OtpBindStart> {
  return call(startOtpBind);
}

export async function finishOtpBind(code: string): Promise<void> {
  await call(confirmOtpBind, { body: { code } });
}

export async function unbindOtp(code: string): Promise<void> {
  await call(unbindOwnOtp, { body: { code } });
}
