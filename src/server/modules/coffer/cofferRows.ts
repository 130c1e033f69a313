import type { Selectable } from 'kysely';
import type { Coffer } from '../../../shared/api/coffers';
import { type LicenceType, SafeApplicationStatus, strongestLicence } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import type { CoffersTable } from '../../db/schema';
import { type CofferCaller, managedCofferIdsQuery, managesAllCoffers, validLicencesQuery } from './cofferAccess';
import { memberCountsOf } from './cofferMembers';

export type CofferRow = Selectable<CoffersTable>;

/** Safe rows as the caller sees them: names, counts, favourite, their rights and waiting application (few queries per page). */
export async function toCoffers(
  db: Db,
  caller: CofferCaller,
  rows: readonly CofferRow[],
  now: Date,
): Promise<Coffer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])))];
  const groupIds = [...new Set(rows.flatMap((row) => (row.group_id === null ? [] : [row.group_id])))];
  const [owners, groups, favourites, counts, licences, managed, pending] = await Promise.all([
    userIds.length === 0
      ? []
      : db.selectFrom('users').select(['id', 'user_name', 'nick_name']).where('id', 'in', userIds).execute(),
    groupIds.length === 0
      ? []
      : db.selectFrom('user_groups').select(['id', 'group_name']).where('id', 'in', groupIds).execute(),
    db
      .selectFrom('coffer_favourites')
      .select('coffer_id')
      .where('user_id', '=', caller.userId)
      .where('coffer_id', 'in', ids)
      .execute(),
    memberCountsOf(db, ids),
    validLicencesQuery(db, caller.userId, now)
      .select(['coffer_id', 'licence_type', 'ends_at'])
      .where('coffer_id', 'in', ids)
      .execute(),
    managesAllCoffers(caller)
      ? ids.map((id) => ({ id }))
      : managedCofferIdsQuery(db, caller.userId, now).where('coffers.id', 'in', ids).execute(),
    db
      .selectFrom('coffer_applications')
      .select(['id', 'coffer_id'])
      .where('user_id', '=', caller.userId)
      .where('status', '=', SafeApplicationStatus.waiting)
      .where('coffer_id', 'in', ids)
      .execute(),
  ]);
  const ownerOf = new Map(owners.map((row) => [row.id, row]));
  const groupOf = new Map(groups.map((row) => [row.id, row.group_name]));
  const starred = new Set(favourites.map((row) => row.coffer_id));
  const manages = new Set(managed.map((row) => row.id));
  const pendingOf = new Map(pending.map((row) => [row.coffer_id, row.id]));
  return rows.map((row) => {
    const mine = licences.filter((licence) => licence.coffer_id === row.id);
    const type = strongestLicence(mine.map((licence) => licence.licence_type as LicenceType));
    const ends = mine
      .filter((licence) => licence.licence_type === type)
      .map((licence) => licence.ends_at)
      .sort();
    const owner = row.owner_id === null ? undefined : ownerOf.get(row.owner_id);
    const count = counts.get(row.id);
    return {
      cofferId: row.id,
      cofferName: row.name,
      vaultType: row.vault_type,
      ownerId: row.owner_id,
      ownerName: owner?.user_name ?? '',
      ownerNickName: owner?.nick_name ?? '',
      groupId: row.group_id,
      groupName: row.group_id === null ? '' : (groupOf.get(row.group_id) ?? ''),
      description: row.description,
      memberCount: count?.members ?? 0,
      accountCount: count?.accounts ?? 0,
      favourite: starred.has(row.id),
      canManage: manages.has(row.id),
      licenseType: type,
      licenseExpireTime: ends.at(-1) ?? null,
      pendingRecordId: pendingOf.get(row.id) ?? null,
      createBy: row.created_by,
      createTime: row.created_at,
      updateTime: row.updated_at,
    };
  });
}
