import type { FastifyRequest } from 'fastify';
import { logout, updateOwnPasswd } from '../../../shared/api/auth';
import type { Endpoint } from '../../../shared/api/endpoint';
import { forceUpdatePasswd } from '../../../shared/api/users';
import { SignInResult } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import { msgRef } from '../../../shared/rules/validation';
import type { Deps } from '../../deps';
import type { AuthSession } from '../../http/handler';
import { writeLoginLog } from '../ucenter';

/**
 * Account events that belong in the login log beside sign-ins, as a bastion's auditor reads it: the
 * user's own sign-out and password changes. Sign-in, refusals and the lockout after wrong passwords are
 * written by the sign-in code itself; an administrator's lock, unlock or reset is an operation (and in
 * the operation log).
 */
const echoes = new Map<Endpoint, MessageKey>([
  [logout, 'logoutDone'],
  [updateOwnPasswd, 'passwordChanged'],
  [forceUpdatePasswd, 'passwordChanged'],
]);

export async function echoToLoginLog(
  deps: Deps,
  endpoint: Endpoint,
  caller: AuthSession,
  request: FastifyRequest,
): Promise<void> {
  const key = echoes.get(endpoint);
  if (!key) return;
  const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
  await writeLoginLog(deps, caller.userName, { ip: request.ip, userAgent }, SignInResult.success, msgRef(key));
}
