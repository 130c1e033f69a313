import { sql } from 'kysely';
import { hasPermission, Permission } from '../../../../shared/access/permissions';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import { ResponseCode } from '../../../../shared/codes';
import { type LicenceType, SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors/appError';
import { type CofferCaller, managedCofferIdsQuery, managesAllCoffers } from '../cofferAccess';
import type { ApplicationRow } from './applicationNotices';

export const businessKeyOf = (recordId: number) => `vault:${recordId}`;
export const recordIdOf = (businessKey: string) => Number(businessKey.slice(businessKey.indexOf(':') + 1));

export const applicationNotFound = () => new AppError(ResponseCode.safeApplicationNotFound, 'safeApplicationNotFound');

export async function loadApplication(db: Db, recordId: number): Promise<ApplicationRow> {
  const row = await db.selectFrom('coffer_applications').selectAll().where('id', '=', recordId).executeTakeFirst();
  if (!row) throw applicationNotFound();
  return row;
}

/** Who decides a safe's applications by default: its owner, its group's members and its manage-licence holders. */
export async function safeManagerIds(db: Db, cofferId: number, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const coffer = await db
    .selectFrom('coffers')
    .select(['owner_id', 'group_id'])
    .where('id', '=', cofferId)
    .executeTakeFirst();
  if (!coffer) return [];
  const [members, licensed] = await Promise.all([
    coffer.group_id === null
      ? []
      : db.selectFrom('user_group_members').select('user_id').where('group_id', '=', coffer.group_id).execute(),
    db
      .selectFrom('coffer_licences')
      .select('user_id')
      .where('coffer_id', '=', cofferId)
      .where('licence_type', '=', 'manage')
      .where('revoked_at', 'is', null)
      .where('starts_at', '<=', at)
      .where('ends_at', '>=', at)
      .execute(),
  ]);
  const ids = [
    ...(coffer.owner_id === null ? [] : [coffer.owner_id]),
    ...members.map((row) => row.user_id),
    ...licensed.map((row) => row.user_id),
  ];
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Applications whose flow named the user an approver (any state), as record ids. */
export function assignedRecordIds(db: Db, userId: number, waitingOnly: boolean) {
  let query = db
    .selectFrom('flow_tasks as t')
    .innerJoin('flow_instances as i', 'i.id', 't.instance_id')
    .select(sql<string>`i.business_key`.as('key'))
    .where('t.assignee_id', '=', userId)
    .where('i.process_kind', '=', 'vault');
  if (waitingOnly) query = query.where('t.status', '=', FlowTaskStatus.waiting);
  return query;
}

/**
 * Who sees an application: its applicant; whoever its flow named an approver; the safe's managers; holders of
 * system:approval:decide. Anyone else is told it does not exist.
 */
export async function maySeeApplication(
  db: Db,
  caller: CofferCaller,
  row: ApplicationRow,
  now: Date,
): Promise<boolean> {
  if (row.user_id === caller.userId) return true;
  if (hasPermission(caller.permissions, Permission.approvalDecide) || managesAllCoffers(caller)) return true;
  const assigned = await assignedRecordIds(db, caller.userId, false)
    .where('i.business_key', '=', businessKeyOf(row.id))
    .executeTakeFirst();
  if (assigned) return true;
  const managed = await managedCofferIdsQuery(db, caller.userId, now)
    .where('coffers.id', '=', row.coffer_id)
    .executeTakeFirst();
  return managed !== undefined;
}

/** The record ids of a page the caller may decide now: a waiting task of theirs, or the decide permission. */
export async function decidableIds(
  db: Db,
  caller: CofferCaller,
  rows: readonly ApplicationRow[],
): Promise<Set<number>> {
  const waiting = rows.filter((row) => row.status === SafeApplicationStatus.waiting && row.user_id !== caller.userId);
  if (waiting.length === 0) return new Set();
  if (hasPermission(caller.permissions, Permission.approvalDecide)) return new Set(waiting.map((row) => row.id));
  const keys = await assignedRecordIds(db, caller.userId, true)
    .where(
      'i.business_key',
      'in',
      waiting.map((row) => businessKeyOf(row.id)),
    )
    .execute();
  return new Set(keys.map((row) => recordIdOf(row.key)));
}

export function toApplication(row: ApplicationRow, ownerName: string, canDecide: boolean): SafeApplication {
  return {
    recordId: row.id,
    cofferId: row.coffer_id,
    cofferName: row.coffer_name,
    ownerName,
    approveByName: row.decided_by_name,
    createBy: row.user_id,
    createByName: row.user_name,
    reason: row.reason,
    licenseType: row.licence_type as LicenceType,
    startTime: row.starts_at,
    expireTime: row.ends_at,
    status: row.status,
    refuseReason: row.refuse_reason,
    createTime: row.created_at,
    updateTime: row.updated_at,
    canDecide,
  };
}

/** Owner user names of the safes of some applications. */
export async function ownerNamesOf(db: Db, cofferIds: readonly number[]): Promise<Map<number, string>> {
  if (cofferIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('coffers')
    .leftJoin('users', 'users.id', 'coffers.owner_id')
    .select(['coffers.id', 'users.user_name'])
    .where('coffers.id', 'in', [...new Set(cofferIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.user_name ?? '']));
}
