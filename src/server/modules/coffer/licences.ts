import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  CofferLicence,
  CofferLicenceQuerySchema,
  IssueLicenceBodySchema,
  IssueLicenceReply,
  LicenceHolder,
} from '../../../shared/api/coffers';
import { ResponseCode } from '../../../shared/codes';
import { UserStatus } from '../../../shared/enums';
import { formatMessage, type Lang } from '../../../shared/messages';
import { type LicenceType, strongestLicence } from '../../../shared/rules/cofferRules';
import { GrantState, grantStateAt } from '../../../shared/rules/grantRules';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { type CofferCaller, managesCoffer, requireManage } from './cofferAccess';

/**
 * Licences (docs/coffer.md "Licences"): a manager of a safe gives users rights on it for a period. Nobody
 * licences themselves: every widening of one's own access needs a second person (the application flow).
 */
export interface IssueRequest {
  cofferIds: readonly number[];
  userIds: readonly number[];
  licenceType: LicenceType;
  startsAt: string;
  endsAt: string;
  /** The application it answers (issued by the flow's decision). */
  recordId?: number;
}

/** Spec §5: an end already past is refused, naming the field. */
export function requireEndAhead(endsAt: string, now: Date): void {
  if (Date.parse(endsAt) < now.getTime()) throw fieldError('expireTime', 'safeEndBeforeNow');
}

/** Writes licences without asking who may: the application flow's decision (already checked) and issueLicence. */
export async function writeLicences(db: Db, request: IssueRequest, issuedBy: string, at: string): Promise<number> {
  const values = request.cofferIds.flatMap((cofferId) =>
    request.userIds.map((userId) => ({
      coffer_id: cofferId,
      user_id: userId,
      licence_type: request.licenceType,
      starts_at: request.startsAt,
      ends_at: request.endsAt,
      issued_by: issuedBy,
      issued_at: at,
      record_id: request.recordId ?? null,
      revoked_at: null,
      revoked_by: null,
    })),
  );
  for (let start = 0; start < values.length; start += 500)
    await db
      .insertInto('coffer_licences')
      .values(values.slice(start, start + 500))
      .execute();
  return values.length;
}

/**
 * Issues what it may and says honestly what it did not: pairs on a safe the caller does not manage, for a user who
 * does not exist or is locked, or for the caller themselves are left out with their reason.
 */
export async function issueLicences(
  deps: Deps,
  caller: CofferCaller,
  body: z.output<typeof IssueLicenceBodySchema>,
  lang: Lang,
): Promise<IssueLicenceReply> {
  const now = deps.now();
  requireEndAhead(body.expireTime, now);
  return deps.db.transaction().execute(async (trx) => {
    const failures: IssueLicenceReply['failures'] = [];
    const fail = (
      cofferId: number,
      userId: number,
      key: 'licenceCofferUnmanaged' | 'licenceUserUnusable' | 'ownAccessRefused',
    ) => failures.push({ cofferId, userId, reason: formatMessage(key, lang) });
    const existing = await trx.selectFrom('coffers').select('id').where('id', 'in', body.cofferIdList).execute();
    const known = new Set(existing.map((row) => row.id));
    const cofferIds: number[] = [];
    for (const id of body.cofferIdList) {
      if (known.has(id) && (await managesCoffer(trx, caller, id, now))) cofferIds.push(id);
      else for (const userId of body.userIdList) fail(id, userId, 'licenceCofferUnmanaged');
    }
    const users = await trx.selectFrom('users').select(['id', 'status']).where('id', 'in', body.userIdList).execute();
    const usable = new Set(users.filter((row) => row.status !== UserStatus.locked).map((row) => row.id));
    const userIds: number[] = [];
    for (const userId of body.userIdList) {
      const problem = userId === caller.userId ? 'ownAccessRefused' : usable.has(userId) ? null : 'licenceUserUnusable';
      if (problem === null) userIds.push(userId);
      else for (const cofferId of cofferIds) fail(cofferId, userId, problem);
    }
    const successCount = await writeLicences(
      trx,
      {
        cofferIds,
        userIds,
        licenceType: body.licenseType,
        startsAt: body.startTime,
        endsAt: body.expireTime,
      },
      caller.userName,
      now.toISOString(),
    );
    return { successCount, failures };
  });
}

/** All or nothing: every licence named must exist, be on a safe the caller manages and not be revoked already. */
export async function revokeLicences(deps: Deps, caller: CofferCaller, licenceIds: readonly number[]): Promise<number> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('coffer_licences')
      .select(['id', 'coffer_id'])
      .where('id', 'in', [...licenceIds])
      .execute();
    if (rows.length !== licenceIds.length)
      throw new AppError(ResponseCode.licenceNotFound, 'licenceNotFound', {}, { data: { field: 'licenseIdList' } });
    for (const cofferId of new Set(rows.map((row) => row.coffer_id))) await requireManage(trx, caller, cofferId, now);
    const changed = await trx
      .updateTable('coffer_licences')
      .set({ revoked_at: now.toISOString(), revoked_by: caller.userName })
      .where('id', 'in', [...licenceIds])
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(changed.numUpdatedRows);
  });
}

export async function licencePage(
  deps: Deps,
  caller: CofferCaller,
  query: z.output<typeof CofferLicenceQuerySchema>,
): Promise<{ rows: CofferLicence[]; total: number }> {
  const now = deps.now();
  await requireManage(deps.db, caller, query.cofferId, now);
  const at = now.toISOString();
  let base = deps.db
    .selectFrom('coffer_licences as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .where('l.coffer_id', '=', query.cofferId);
  if (query.userName) base = base.where('u.user_name', 'like', `%${query.userName.replace(/[\\%_]/g, '\\$&')}%`);
  if (query.state === GrantState.valid)
    base = base.where('l.revoked_at', 'is', null).where('l.starts_at', '<=', at).where('l.ends_at', '>=', at);
  else if (query.state === GrantState.pending)
    base = base.where('l.revoked_at', 'is', null).where('l.starts_at', '>', at);
  else if (query.state === GrantState.invalid)
    base = base.where((eb) => eb.or([eb('l.revoked_at', 'is not', null), eb('l.ends_at', '<', at)]));
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('l')
      .select(['u.user_name', 'u.nick_name'])
      .orderBy('l.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      licenseId: row.id,
      cofferId: row.coffer_id,
      userId: row.user_id,
      userName: row.user_name,
      nickName: row.nick_name,
      licenseType: row.licence_type as LicenceType,
      startTime: row.starts_at,
      expireTime: row.ends_at,
      ...grantStateAt({ startsAt: row.starts_at, endsAt: row.ends_at, revokedAt: row.revoked_at }, now),
      issuedBy: row.issued_by,
      issueTime: row.issued_at,
      recordId: row.record_id,
      revokeTime: row.revoked_at,
      revokedBy: row.revoked_by,
    })),
  };
}

/** Holders of a valid licence, each with their strongest type and its end. */
export async function licenceHolders(deps: Deps, caller: CofferCaller, cofferId: number): Promise<LicenceHolder[]> {
  const now = deps.now();
  await requireManage(deps.db, caller, cofferId, now);
  const rows = await deps.db
    .selectFrom('coffer_licences')
    .innerJoin('users', 'users.id', 'coffer_licences.user_id')
    .select([
      'users.id',
      'users.user_name',
      'users.nick_name',
      'coffer_licences.licence_type',
      'coffer_licences.ends_at',
    ])
    .where('coffer_licences.coffer_id', '=', cofferId)
    .where('coffer_licences.revoked_at', 'is', null)
    .where('coffer_licences.starts_at', '<=', now.toISOString())
    .where('coffer_licences.ends_at', '>=', now.toISOString())
    .orderBy('users.user_name')
    .execute();
  const byUser = new Map<number, LicenceHolder>();
  for (const row of rows) {
    const type = row.licence_type as LicenceType;
    const held = byUser.get(row.id);
    const stronger = !held || (strongestLicence([held.licenseType, type]) === type && type !== held.licenseType);
    const longer = held !== undefined && type === held.licenseType && row.ends_at > held.expireTime;
    if (stronger || longer)
      byUser.set(row.id, {
        userId: row.id,
        userName: row.user_name,
        nickName: row.nick_name,
        licenseType: type,
        expireTime: row.ends_at,
      });
  }
  return [...byUser.values()];
}
