import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { ResponseCode } from '../../../shared/codes';
import { UserKind, UserStatus } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import type { Database, UserRow } from '../../db/schema';

export type AccountState = Pick<UserRow, 'status' | 'user_kind' | 'valid_from' | 'valid_to'>;

/**
 * The one rule of spec §4 user status: locked by an administrator wins; otherwise a temporary user is not
 * yet effective before valid_from and expired from valid_to on. Only lock (status 1) is stored; 2 and 3
 * are derived from the window at the moment of asking (a stored 2 or 3 from an import is honoured too).
 * `userStatusIs` below says the same in SQL for list filters: keep the two in step.
 */
export function effectiveUserStatus(user: AccountState, now: Date): number {
  const at = now.toISOString();
  if (user.status === UserStatus.locked) return UserStatus.locked;
  const isTemporary = user.user_kind === UserKind.temporary;
  if (user.status === UserStatus.notYetEffective || (isTemporary && user.valid_from !== null && user.valid_from > at)) {
    return UserStatus.notYetEffective;
  }
  if (user.status === UserStatus.expired || (isTemporary && user.valid_to !== null && user.valid_to <= at)) {
    return UserStatus.expired;
  }
  return UserStatus.normal;
}

/** Why an account with the right password still may not sign in (spec §4 user status). */
export function accountRefusal(user: AccountState, now: Date): { code: number; key: MessageKey } | null {
  switch (effectiveUserStatus(user, now)) {
    case UserStatus.locked:
      return { code: ResponseCode.accountLocked, key: 'accountLockedByAdmin' };
    case UserStatus.notYetEffective:
      return { code: ResponseCode.accountNotEffective, key: 'accountNotEffective' };
    case UserStatus.expired:
      return { code: ResponseCode.accountExpired, key: 'accountExpired' };
    default:
      return null;
  }
}

// NULL bounds are tested explicitly: NOT over a NULL comparison would drop the row from every status.
type UsersEb = ExpressionBuilder<Database, 'users'>;

/** SQL twin of effectiveUserStatus: users whose effective status at `now` is `status`. */
export function userStatusIs(eb: UsersEb, status: number, now: Date) {
  const at = now.toISOString();
  const temporary = UserKind.temporary;
  const notYet = eb.or([
    eb('users.status', '=', UserStatus.notYetEffective),
    eb.and([
      eb('users.user_kind', '=', temporary),
      eb('users.valid_from', 'is not', null),
      eb('users.valid_from', '>', at),
    ]),
  ]);
  const expired = eb.or([
    eb('users.status', '=', UserStatus.expired),
    eb.and([
      eb('users.user_kind', '=', temporary),
      eb('users.valid_to', 'is not', null),
      eb('users.valid_to', '<=', at),
    ]),
  ]);
  const locked = eb('users.status', '=', UserStatus.locked);
  switch (status) {
    case UserStatus.locked:
      return locked;
    case UserStatus.notYetEffective:
      return eb.and([eb.not(locked), notYet]);
    case UserStatus.expired:
      return eb.and([eb.not(locked), eb.not(notYet), expired]);
    case UserStatus.normal:
      return eb.and([eb.not(locked), eb.not(notYet), eb.not(expired)]);
    default:
      return sql<SqlBool>`1 = 0`;
  }
}
