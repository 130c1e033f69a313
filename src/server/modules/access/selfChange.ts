import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';

/**
 * Nobody changes their own access: own roles, own department membership or department role,
 * own user groups (groups carry authorisations). Another person must do it, so that every widening of
 * access has a second pair of eyes and a second name in the operation log.
 */
export const ownAccessRefused = () => new AppError(ResponseCode.userOperationRefused, 'ownAccessRefused');

export function assertNotSelf(caller: AuthSession, userIds: readonly number[]): void {
  if (userIds.includes(caller.userId)) throw ownAccessRefused();
}
