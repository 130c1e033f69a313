import type { z } from 'zod';
import type { ListUsersQuerySchema, User, UserDetail } from '../../../shared/api/users';
import { ResponseCode } from '../../../shared/codes';
import { SignInResult } from '../../../shared/enums';
import type { Lang } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { loadSettings } from '../settings';
import { userStatusIs } from '../ucenter';
import { liveTokensOf } from './liveTokens';
import { pageOfUsers, toUsers, whereContains } from './userRows';

/** GET /ucenter/user/list: every filter of spec §2, newest first. */
export async function listUserPage(
  deps: Deps,
  query: z.output<typeof ListUsersQuerySchema>,
  lang: Lang,
): Promise<{ rows: User[]; total: number }> {
  const now = deps.now();
  let base = deps.db.selectFrom('users');
  base = whereContains(base, 'user_name', query.userName);
  base = whereContains(base, 'nick_name', query.nickName);
  base = whereContains(base, 'phonenumber', query.phonenumber);
  const { status, userKind, userSource, beginTime, endTime } = query;
  if (status !== undefined) base = base.where((eb) => userStatusIs(eb, status, now));
  if (userKind !== undefined) base = base.where('users.user_kind', '=', userKind);
  if (userSource !== undefined) base = base.where('users.user_source', '=', userSource);
  if (beginTime) base = base.where('users.created_at', '>=', new Date(beginTime).toISOString());
  if (endTime) base = base.where('users.created_at', '<=', new Date(endTime).toISOString());
  const page = await pageOfUsers(base, query);
  return { rows: await toUsers(deps.db, page.rows, now, lang), total: page.total };
}

/** GET /ucenter/user/info: the list row plus groups, password age, last sign-in and live sessions. */
export async function getUserDetail(deps: Deps, userId: number, lang: Lang): Promise<UserDetail> {
  const row = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.notFound, 'userNotFound', {}, { data: { field: 'userId' } });
  const now = deps.now();
  const [user] = await toUsers(deps.db, [row], now, lang);
  if (!user) throw new AppError(ResponseCode.notFound, 'userNotFound');
  const groups = await deps.db
    .selectFrom('user_group_members')
    .innerJoin('user_groups', 'user_groups.id', 'user_group_members.group_id')
    .select(['user_groups.id', 'user_groups.group_name'])
    .where('user_group_members.user_id', '=', userId)
    .orderBy('user_groups.group_name')
    .execute();
  const lastLogin = await deps.db
    .selectFrom('login_logs')
    .select('login_time')
    .where('user_name', '=', row.user_name)
    .where('status', '=', SignInResult.success)
    .orderBy('login_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  const live = await liveTokensOf(deps, await loadSettings(deps.db), userId);
  return {
    ...user,
    groups: groups.map((group) => ({ groupId: group.id, groupName: group.group_name })),
    passwordChangedAt: row.password_changed_at,
    lastLoginTime: lastLogin?.login_time ?? null,
    liveSessions: live.length,
  };
}
