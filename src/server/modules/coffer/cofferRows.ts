import { type Selectable, sql } from 'kysely';
import type { Coffer } from '../../../shared/api/coffers';
import { type LicenceType, SafeApplicationStatus, strongestLicence } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import type { CoffersTable } from '../../db/schema';
import {
  type CofferCaller,
  groupIdsOf,
  lapsedLicencesOf,
  managesAllCoffers,
  managesRow,
  validLicencesQuery,
} from './cofferAccess';

export type CofferRow = Selectable<CoffersTable>;

/**
 * The accounts a safe holds: its account_names keep one line per account of its members, kept in step by
 * migration 031's triggers, so a page of safes need not join the accounts again (bench/cofferList.ts).
 */
const accountCountOf = (row: CofferRow) => (row.account_names === '' ? 0 : row.account_names.split('\n').length);

/**
 * What a page of safes shows besides their own columns, in one query (bench/cofferList.ts): owner and group names,
 * the caller's star and waiting application, and the members (assets or accounts). The counts are correlated
 * subqueries, so each is a few index probes per safe: as a join over the page, the PostgreSQL planner may hash
 * every member instead. Assets or accounts deleted since drop out of the counts.
 */
function decorations(db: Db, caller: CofferCaller, ids: number[]) {
  return db
    .selectFrom('coffers')
    .leftJoin('users', 'users.id', 'coffers.owner_id')
    .leftJoin('user_groups', 'user_groups.id', 'coffers.group_id')
    .select((eb) => [
      'coffers.id',
      'users.user_name as owner_name',
      'users.nick_name as owner_nick_name',
      'user_groups.group_name',
      eb
        .exists(
          eb
            .selectFrom('coffer_favourites')
            .select(sql`1`.as('one'))
            .where('coffer_favourites.user_id', '=', caller.userId)
            .whereRef('coffer_favourites.coffer_id', '=', 'coffers.id'),
        )
        .as('favourite'),
      eb
        .selectFrom('coffer_applications')
        .select((inner) => inner.fn.max('coffer_applications.id').as('id'))
        .where('coffer_applications.user_id', '=', caller.userId)
        .where('coffer_applications.status', '=', SafeApplicationStatus.waiting)
        .whereRef('coffer_applications.coffer_id', '=', 'coffers.id')
        .as('pending_id'),
      eb
        .selectFrom('coffer_assets')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('coffer_assets.coffer_id', '=', 'coffers.id')
        .as('asset_members'),
      eb
        .selectFrom('coffer_accounts')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('coffer_accounts.coffer_id', '=', 'coffers.id')
        .as('account_members'),
    ])
    .where('coffers.id', 'in', ids)
    .execute();
}

/** Safe rows as the caller sees them: names, counts, favourite, their rights and waiting application (four queries per page, side by side). */
export async function toCoffers(
  db: Db,
  caller: CofferCaller,
  rows: readonly CofferRow[],
  now: Date,
): Promise<Coffer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [extras, lapsed, licences, groupIds] = await Promise.all([
    decorations(db, caller, ids),
    lapsedLicencesOf(db, caller.userId, ids, now),
    validLicencesQuery(db, caller.userId, now)
      .select(['coffer_id', 'licence_type', 'ends_at'])
      .where('coffer_id', 'in', ids)
      .execute(),
    managesAllCoffers(caller) ? new Set<number>() : groupIdsOf(db, caller.userId),
  ]);
  const extrasOf = new Map(extras.map((row) => [row.id, row]));
  return rows.map((row) => {
    const mine = licences.filter((licence) => licence.coffer_id === row.id);
    const type = strongestLicence(mine.map((licence) => licence.licence_type as LicenceType));
    const ends = mine
      .filter((licence) => licence.licence_type === type)
      .map((licence) => licence.ends_at)
      .sort();
    const extra = extrasOf.get(row.id);
    const count = (value: unknown) => Number(value ?? 0);
    return {
      cofferId: row.id,
      cofferName: row.name,
      vaultType: row.vault_type,
      ownerId: row.owner_id,
      ownerName: extra?.owner_name ?? '',
      ownerNickName: extra?.owner_nick_name ?? '',
      groupId: row.group_id,
      groupName: extra?.group_name ?? '',
      description: row.description,
      memberCount: count(extra?.asset_members) + count(extra?.account_members),
      accountCount: accountCountOf(row),
      favourite: Boolean(extra?.favourite),
      canManage: managesRow(
        caller,
        row,
        groupIds,
        mine.map((licence) => licence.licence_type),
      ),
      licenseType: type,
      licenseExpireTime: ends.at(-1) ?? null,
      lapsedLicense: type === null ? (lapsed.get(row.id) ?? null) : null,
      pendingRecordId: extra?.pending_id ?? null,
      createBy: row.created_by,
      createTime: row.created_at,
      updateTime: row.updated_at,
    };
  });
}
