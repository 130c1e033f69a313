import { ResponseCode } from '../../../shared/codes';
import { UserKind, UserStatus } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import type { UserRow } from '../../db/schema';

export type AccountState = Pick<UserRow, 'status' | 'user_kind' | 'valid_from' | 'valid_to'>;

/** Why an account with the right password still may not sign in (spec §4 user status). */
export function accountRefusal(user: AccountState, now: Date): { code: number; key: MessageKey } | null {
  const at = now.toISOString();
  if (user.status === UserStatus.locked) return { code: ResponseCode.accountLocked, key: 'accountLockedByAdmin' };
  const isTemporary = user.user_kind === UserKind.temporary;
  if (user.status === UserStatus.notYetEffective || (isTemporary && user.valid_from !== null && user.valid_from > at)) {
    return { code: ResponseCode.accountNotEffective, key: 'accountNotEffective' };
  }
  if (user.status === UserStatus.expired || (isTemporary && user.valid_to !== null && user.valid_to <= at)) {
    return { code: ResponseCode.accountExpired, key: 'accountExpired' };
  }
  return null;
}
