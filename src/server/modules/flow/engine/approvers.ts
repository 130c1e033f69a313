import { ALL_PERMISSIONS, Permission } from '../../../../shared/access/permissions';
import { DeptRole, UserStatus } from '../../../../shared/enums';
import type { Db } from '../../../db/database';
import type { ApproverSource } from '../definition/types';
import type { InstanceFacts } from './flowRun';

/** Whose request it is and what it says: what the approver rules read. */
export interface ApprovalSubject {
  applicantId: number;
  facts: InstanceFacts;
  formData: Record<string, unknown>;
}

/**
 * Who decides a user task (docs/flows.md "Approvers"). Only users who exist and are not locked; never the
 * applicant. When the rule names nobody, the holders of system:approval:decide decide, as a login or
 * command policy without approvers does; `fellBack` says so, for the timeline.
 */
export async function resolveStepApprovers(
  db: Db,
  subject: ApprovalSubject,
  source: ApproverSource,
): Promise<{ userIds: number[]; fellBack: boolean }> {
  const usable = await namedApprovers(db, subject, source);
  if (usable.length > 0) return { userIds: usable, fellBack: false };
  const deciders = (await approvalDeciders(db)).filter((id) => id !== subject.applicantId);
  return { userIds: await activeUsers(db, deciders), fellBack: true };
}

/** The approvers the rule itself names (no fallback): usable users, the applicant left out. */
export async function namedApprovers(db: Db, subject: ApprovalSubject, source: ApproverSource): Promise<number[]> {
  const named = (await candidates(db, subject, source)).filter((id) => id !== subject.applicantId);
  return activeUsers(db, named);
}

async function candidates(db: Db, subject: ApprovalSubject, source: ApproverSource): Promise<number[]> {
  switch (source.kind) {
    case 'users':
      return source.userIds;
    case 'role': {
      if (source.roleIds.length === 0) return [];
      const rows = await db
        .selectFrom('user_roles')
        .select('user_id')
        .distinct()
        .where('role_id', 'in', source.roleIds)
        .execute();
      return rows.map((row) => row.user_id);
    }
    case 'deptSupervisor': {
      const applicant = await db
        .selectFrom('users')
        .select('dept_id')
        .where('id', '=', subject.applicantId)
        .executeTakeFirst();
      return nearestSupervisors(db, applicant?.dept_id ?? null, subject.applicantId);
    }
    case 'assetOwners': {
      const assetId = subject.facts.assetId;
      if (assetId === undefined) return [];
      const asset = await db.selectFrom('assets').select('dept_id').where('id', '=', assetId).executeTakeFirst();
      return nearestSupervisors(db, asset?.dept_id ?? null, subject.applicantId);
    }
    case 'formField':
      return idsOf(subject.formData[source.field]);
    case 'requested':
      return subject.facts.approverIds ?? [];
  }
}

function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => Number(item)).filter((id) => Number.isInteger(id) && id > 0);
}

/** Supervisors of the department, else of the closest department above it that has one besides `except`. */
async function nearestSupervisors(db: Db, deptId: number | null, except: number): Promise<number[]> {
  const seen = new Set<number>();
  let current = deptId;
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('dept_id', '=', current)
      .where('dept_role', '=', DeptRole.supervisor)
      .where('id', '!=', except)
      .execute();
    if (rows.length > 0) return rows.map((row) => row.id);
    const dept = await db.selectFrom('departments').select('parent_id').where('id', '=', current).executeTakeFirst();
    current = dept?.parent_id ?? null;
  }
  return [];
}

async function approvalDeciders(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .distinct()
    .where('role_permissions.permission', 'in', [Permission.approvalDecide, ALL_PERMISSIONS])
    .execute();
  return rows.map((row) => row.user_id);
}

async function activeUsers(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.selectFrom('users').select(['id', 'status']).where('id', 'in', unique).execute();
  return rows
    .filter((row) => row.status !== UserStatus.locked)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}
