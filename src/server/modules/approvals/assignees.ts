import { sql } from 'kysely';
import { ALL_PERMISSIONS, Permission } from '../../../shared/access/permissions';
import type { ApprovalKind } from '../../../shared/rules/approvalRules';
import { ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Db } from '../../db/database';
import { processTasks } from '../flow';

/**
 * Who decides a request: the policy's approvers; a policy without approvers falls to every holder of
 * system:approval:decide (or *:*:*). The applicant never decides their own request. Stored per request
 * (approval_assignees) so that no_approve_num is one indexed count.
 */
export async function resolveApprovers(
  db: Db,
  policyApproverIds: readonly number[],
  applicantId: number,
): Promise<number[]> {
  let ids = [...policyApproverIds];
  if (ids.length === 0) {
    const holders = await db
      .selectFrom('user_roles')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select('user_roles.user_id')
      .distinct()
      .where('role_permissions.permission', 'in', [Permission.approvalDecide, ALL_PERMISSIONS])
      .execute();
    ids = holders.map((row) => row.user_id);
  }
  const existing = ids.length ? await db.selectFrom('users').select('id').where('id', 'in', ids).execute() : [];
  return existing
    .map((row) => row.id)
    .filter((id) => id !== applicantId)
    .sort((a, b) => a - b);
}

export async function assign(db: Db, kind: ApprovalKind, recordId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('approval_assignees')
    .values(userIds.map((user_id) => ({ kind, record_id: recordId, user_id })))
    .execute();
}

/** The key a request is filed under in its flow (flow_instances.business_key). */
export const businessKeyOf = (kind: ApprovalKind, recordId: number) => `${kind}:${recordId}`;

/** Everyone who was asked to decide the request: its policy's approvers, or everyone its flow assigned. */
export async function assigneesOf(db: Db, kind: ApprovalKind, recordId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('approval_assignees')
    .select('user_id')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .execute();
  const flow = await processTasks(db, businessKeyOf(kind, recordId));
  return [...new Set([...rows.map((row) => row.user_id), ...(flow?.assignees ?? [])])];
}

/**
 * no_approve_num: pending command and login requests assigned to this user by their policy. Requests a flow
 * runs count as that flow's waiting tasks (modules/flow countWaitingTasks), never here too.
 */
export async function countPendingFor(db: Db, userId: number): Promise<number> {
  const row = await sql<{ total: number | string }>`
    select
      (select count(*) from approval_assignees a join command_approvals c on c.id = a.record_id
        where a.kind = 'command' and a.user_id = ${userId} and c.status = ${ApprovalStatus.pending})
      +
      (select count(*) from approval_assignees a join login_approvals l on l.id = a.record_id
        where a.kind = 'login' and a.user_id = ${userId} and l.status = ${ApprovalStatus.pending})
      as total`.execute(db);
  return Number(row.rows[0]?.total ?? 0);
}
