import { sql } from 'kysely';
import { hasPermission, Permission } from '../../../shared/access/permissions';
import type { CofferAuth } from '../../../shared/api/coffers';
import { ResponseCode } from '../../../shared/codes';
import { type LicenceType, licenceAllows, strongestLicence } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';

/**
 * Who may do what on a safe (docs/coffer.md "Rights"). Managing a safe (its owner, the members of its user
 * group, a valid manage licence, system:allcoffer:manage) lets one edit it, licence others and decide its
 * applications, and see its accounts; it never lets one use or reveal them: that takes a licence, which
 * someone else issues. A licence counts while it is not revoked, has started and has not ended.
 */
export interface CofferCaller {
  userId: number;
  userName: string;
  permissions: readonly string[];
}

export const managesAllCoffers = (caller: Pick<CofferCaller, 'permissions'>) =>
  hasPermission(caller.permissions, Permission.allCofferManage);

export const cofferNotFound = () => new AppError(ResponseCode.cofferNotFound, 'cofferNotFound');
export const notManager = () => new AppError(ResponseCode.cofferNotManager, 'cofferNotManager');

/** The valid licences of a user now, optionally on some safes only. */
export function validLicencesQuery(db: Db, userId: number, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('coffer_licences')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>=', at);
}

/**
 * Ids of the safes a user manages other than through system:allcoffer:manage: owner, group, manage licence.
 * The three ways are a union of index look-ups (coffers_owner, coffers_group, coffer_licences_user): as one OR,
 * PostgreSQL reads every safe to test it (bench/cofferList.ts). Callers narrow it by coffers.id.
 */
export function managedCofferIdsQuery(db: Db, userId: number, now: Date) {
  const at = now.toISOString();
  const managed = db
    .selectFrom('coffers as owned')
    .select('owned.id')
    .where('owned.owner_id', '=', userId)
    .unionAll(
      db
        .selectFrom('coffers as grouped')
        .select('grouped.id')
        .where(
          'grouped.group_id',
          'in',
          db
            .selectFrom('user_group_members')
            .select('user_group_members.group_id')
            .where('user_group_members.user_id', '=', userId),
        ),
    )
    .unionAll(
      db
        .selectFrom('coffer_licences')
        .select('coffer_licences.coffer_id as id')
        .where('coffer_licences.user_id', '=', userId)
        .where('coffer_licences.licence_type', '=', 'manage')
        .where('coffer_licences.revoked_at', 'is', null)
        .where('coffer_licences.starts_at', '<=', at)
        .where('coffer_licences.ends_at', '>=', at),
    );
  return db.selectFrom('coffers').select('coffers.id').where('coffers.id', 'in', managed);
}

/** The user groups a user belongs to (their members co-manage the groups' safes). */
export async function groupIdsOf(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('user_group_members').select('group_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.group_id));
}

/**
 * managedCofferIdsQuery's rule applied to a safe already read, from the caller's groups and their valid licence
 * types on it: a page of safes asks it per row instead of probing every safe the caller manages.
 */
export function managesRow(
  caller: CofferCaller,
  row: { owner_id: number | null; group_id: number | null },
  groupIds: ReadonlySet<number>,
  validLicenceTypes: readonly string[],
): boolean {
  return (
    managesAllCoffers(caller) ||
    row.owner_id === caller.userId ||
    (row.group_id !== null && groupIds.has(row.group_id)) ||
    validLicenceTypes.includes('manage')
  );
}

export async function managesCoffer(db: Db, caller: CofferCaller, cofferId: number, now: Date): Promise<boolean> {
  if (managesAllCoffers(caller)) return true;
  const row = await managedCofferIdsQuery(db, caller.userId, now).where('coffers.id', '=', cofferId).executeTakeFirst();
  return row !== undefined;
}

/** The safe row, refused as unknown when it does not exist. */
export async function loadCoffer(db: Db, cofferId: number) {
  const row = await db.selectFrom('coffers').selectAll().where('id', '=', cofferId).executeTakeFirst();
  if (!row) throw cofferNotFound();
  return row;
}

/** Refuses a caller who does not manage the safe (after making sure it exists). */
export async function requireManage(db: Db, caller: CofferCaller, cofferId: number, now: Date) {
  const row = await loadCoffer(db, cofferId);
  if (!(await managesCoffer(db, caller, cofferId, now))) throw notManager();
  return row;
}

export interface LapsedLicence {
  licenseType: LicenceType;
  /** When it ended or was revoked. */
  endTime: string;
  /** Spec §4 expiry reason: expired 1, revoked 2. */
  expiryReason: 1 | 2;
}

/** The latest licence of a user that ended or was revoked, per safe (shown when no valid one is left). */
export async function lapsedLicencesOf(
  db: Db,
  userId: number,
  cofferIds: readonly number[],
  now: Date,
): Promise<Map<number, LapsedLicence>> {
  const lapsed = new Map<number, LapsedLicence>();
  if (cofferIds.length === 0) return lapsed;
  const at = now.toISOString();
  const rows = await db
    .selectFrom('coffer_licences')
    .select(['coffer_id', 'licence_type', 'ends_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .where('coffer_id', 'in', [...cofferIds])
    .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('ends_at', '<', at)]))
    .execute();
  for (const row of rows) {
    const entry: LapsedLicence = {
      licenseType: row.licence_type as LicenceType,
      endTime: row.revoked_at ?? row.ends_at,
      expiryReason: row.revoked_at === null ? 1 : 2,
    };
    const held = lapsed.get(row.coffer_id);
    if (!held || entry.endTime > held.endTime) lapsed.set(row.coffer_id, entry);
  }
  return lapsed;
}

/** The strongest valid licence of a user on a safe and when it ends. */
export async function licenceOn(db: Db, userId: number, cofferId: number, now: Date) {
  const rows = await validLicencesQuery(db, userId, now)
    .select(['licence_type', 'ends_at'])
    .where('coffer_id', '=', cofferId)
    .execute();
  const type = strongestLicence(rows.map((row) => row.licence_type as LicenceType));
  if (type === null) return null;
  const ends = rows
    .filter((row) => row.licence_type === type)
    .map((row) => row.ends_at)
    .sort();
  return { type, endsAt: ends.at(-1) ?? '' };
}

export async function cofferAuth(db: Db, caller: CofferCaller, cofferId: number, now: Date): Promise<CofferAuth> {
  await loadCoffer(db, cofferId);
  const [canManage, licence, lapsed] = await Promise.all([
    managesCoffer(db, caller, cofferId, now),
    licenceOn(db, caller.userId, cofferId, now),
    lapsedLicencesOf(db, caller.userId, [cofferId], now),
  ]);
  const holds = (wanted: LicenceType) => licence !== null && licenceAllows(licence.type, wanted);
  return {
    cofferId,
    canManage,
    licenseType: licence?.type ?? null,
    expireTime: licence?.endsAt ?? null,
    canView: canManage || holds('view'),
    canUse: holds('use'),
    canReveal: holds('reveal'),
    lapsedLicense: licence === null ? (lapsed.get(cofferId) ?? null) : null,
  };
}

/**
 * Refuses a caller without `wanted` on the safe now, saying why: no licence ever, one that ended or was revoked,
 * or one too weak. Viewing is also open to the safe's managers.
 */
export async function requireLicence(
  db: Db,
  caller: CofferCaller,
  cofferId: number,
  wanted: LicenceType,
  now: Date,
): Promise<void> {
  const auth = await cofferAuth(db, caller, cofferId, now);
  const allowed =
    wanted === 'view' ? auth.canView : auth.licenseType !== null && licenceAllows(auth.licenseType, wanted);
  if (allowed) return;
  if (auth.licenseType !== null)
    throw new AppError(ResponseCode.cofferLicenceTooWeak, 'cofferLicenceTooWeak', { type: wanted });
  const ever = await db
    .selectFrom('coffer_licences')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', caller.userId)
    .where('coffer_id', '=', cofferId)
    .executeTakeFirstOrThrow();
  if (Number(ever.n) > 0) throw new AppError(ResponseCode.cofferLicenceExpired, 'cofferLicenceExpired');
  throw new AppError(ResponseCode.cofferNoLicence, 'cofferNoLicence');
}
