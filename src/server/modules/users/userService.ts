import type { z } from 'zod';
import type { AddUserBodySchema, UpdateUserBodySchema } from '../../../shared/api/users';
import { ResponseCode } from '../../../shared/codes';
import { UserKind, UserSource, UserStatus } from '../../../shared/enums';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { hashPassword } from '../../security/passwords';
import { assertNotSelf } from '../access';
import { assertWithin, permissionsOf } from '../roles';
import { loadSettings } from '../settings';
import { checkNewPassword, recordPassword } from '../ucenter';
import { assertMayChange, assertSuperManagerRemains } from './guards';

/** LDAP users authenticate against the directory: their local hash matches no password. */
export const NO_LOCAL_PASSWORD = '!ldap';

/**
 * POST /ucenter/user/add. User names are unique; a local user's password must pass the policy. Roles
 * chosen on the form are given in the same transaction, each within the caller's own permissions (the
 * no-escalation rule of roles/grantRules.ts): nothing is written if one is refused.
 */
export async function addUser(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof AddUserBodySchema>,
): Promise<number> {
  const settings = await loadSettings(deps.db);
  const isLocal = body.userSource === UserSource.local;
  if (isLocal) {
    if (!body.password) throw fieldError('password', 'passwordRequired');
    checkNewPassword(body.password, settings, 'password');
  }
  const passwordHash = isLocal && body.password ? await hashPassword(body.password) : NO_LOCAL_PASSWORD;
  const now = deps.now().toISOString();
  const isTemporary = body.userKind === UserKind.temporary;
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', body.userName)
        .executeTakeFirst();
      if (taken) throw fieldError('userName', 'userNameTaken');
      const { id } = await trx
        .insertInto('users')
        .values({
          user_name: body.userName,
          nick_name: body.nickName,
          password_hash: passwordHash,
          email: body.email,
          phonenumber: body.phonenumber,
          avatar: '',
          user_kind: body.userKind,
          user_source: body.userSource,
          status: UserStatus.normal,
          valid_from: isTemporary ? toInstant(body.validFrom) : null,
          valid_to: isTemporary ? toInstant(body.validTo) : null,
          must_change_password: isLocal && body.forceChange ? 1 : 0,
          password_changed_at: now,
          failed_attempts: 0,
          locked_until: null,
          dept_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (isLocal) await recordPassword(trx, id, passwordHash, now, settings);
      await giveRoles(trx, caller, id, body.roleIds);
      return id;
    });
  return onUniqueViolation(write, () => fieldError('userName', 'userNameTaken'));
}

/** POST /ucenter/user/update. Making the last active super manager temporary would end the bastion's admin. */
export async function updateUser(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof UpdateUserBodySchema>,
): Promise<void> {
  const now = deps.now();
  const isTemporary = body.userKind === UserKind.temporary;
  // Kind and validity decide whether one can sign in at all: one's own are another person's call.
  assertNotSelf(caller, [body.userId]);
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
    if (!user) throw new AppError(ResponseCode.notFound, 'userNotFound', {}, { data: { field: 'userId' } });
    const managers = await assertMayChange(trx, caller, [body.userId]);
    if (managers.size > 0 && isTemporary) await assertSuperManagerRemains(trx, now, [body.userId]);
    await trx
      .updateTable('users')
      .set({
        nick_name: body.nickName,
        phonenumber: body.phonenumber,
        email: body.email,
        user_kind: body.userKind,
        valid_from: isTemporary ? toInstant(body.validFrom) : null,
        valid_to: isTemporary ? toInstant(body.validTo) : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', body.userId)
      .execute();
  });
}

/** Instants are stored as UTC ISO text so that they compare as text in both databases. */
function toInstant(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

async function giveRoles(trx: Db, caller: AuthSession, userId: number, roleIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length === 0) return;
  const found = await trx.selectFrom('roles').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw fieldError('roleIds', 'roleNotFound');
  assertWithin(caller.permissions, await permissionsOf(trx, wanted));
  await trx
    .insertInto('user_roles')
    .values(wanted.map((roleId) => ({ user_id: userId, role_id: roleId })))
    .execute();
}
