import { hasPermission, Permission } from '../../../shared/access/permissions';
import { ResponseCode } from '../../../shared/codes';
import type { ApprovalKind } from '../../../shared/rules/approvalRules';
import { ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import { assigneesOf } from './assignees';

/** Who is looking at or deciding a request. */
export interface ApprovalCaller {
  userId: number;
  userName: string;
  permissions: readonly string[];
}

export interface Access {
  isApplicant: boolean;
  isApprover: boolean;
}

/** The applicant, an assigned approver or a holder of system:approval:decide may see a request. */
export async function accessOf(
  db: Db,
  kind: ApprovalKind,
  record: { id: number; user_id: number },
  caller: ApprovalCaller,
): Promise<Access> {
  const isApplicant = record.user_id === caller.userId;
  const isApprover =
    !isApplicant &&
    (hasPermission(caller.permissions, Permission.approvalDecide) ||
      (await assigneesOf(db, kind, record.id)).includes(caller.userId));
  return { isApplicant, isApprover };
}

export const approvalNotFound = () => new AppError(ResponseCode.approvalNotFound, 'approvalNotFound');
export const approvalNotApprover = () => new AppError(ResponseCode.approvalNotApprover, 'approvalNotApprover');

/** The checks of a decision (spec §4: only status 1 may be decided; approvers only, never one's own). */
export function requireDecidable(access: Access, status: number): void {
  if (access.isApplicant) throw new AppError(ResponseCode.approvalNotApprover, 'approvalOwnRequest');
  if (!access.isApprover) throw approvalNotApprover();
  if (status !== ApprovalStatus.pending) throw new AppError(ResponseCode.approvalDecided, 'approvalDecided');
}

export function requireWithdrawable(access: Access, status: number): void {
  if (!access.isApplicant) throw new AppError(ResponseCode.approvalNotApplicant, 'approvalNotApplicant');
  if (status !== ApprovalStatus.pending) throw new AppError(ResponseCode.approvalDecided, 'approvalDecided');
}

/**
 * Moves a pending request to its outcome only if it is still pending: two approvers deciding at once (or
 * a decision racing a withdrawal) leave exactly one winner; the other is told it was already decided.
 */
export function requireOneRow(result: { numUpdatedRows: bigint }): void {
  if (Number(result.numUpdatedRows) === 0) throw new AppError(ResponseCode.approvalDecided, 'approvalDecided');
}
