import { APPROVAL_MODES, APPROVER_TYPES } from '../../../../shared/protocol/gatehouseModdle';
import { msgRef } from '../../../../shared/rules/validation';
import { type DiagramElement, labelOf } from './readBpmn';
import type { ApprovalMode, ApproverSource } from './types';

export interface ApproverReading {
  approvers: ApproverSource | null;
  mode: ApprovalMode | null;
  problems: string[];
}

const POSITIVE_ID = /^[1-9]\d*$/;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The ids of gatehouse:approvers ("3, 7,12"), each once; a problem for each that is not a positive id. */
function readIds(task: DiagramElement, problems: string[]): number[] {
  const ids = new Set<number>();
  for (const part of task.approvers.split(',')) {
    const value = part.trim();
    if (value === '') continue;
    if (POSITIVE_ID.test(value) && Number.isSafeInteger(Number(value))) ids.add(Number(value));
    else problems.push(msgRef('flowDefApproverIdInvalid', { element: labelOf(task), value }));
  }
  return [...ids];
}

function readSource(task: DiagramElement, formFields: readonly string[] | undefined, problems: string[]) {
  const element = labelOf(task);
  const type = task.approverType.trim();
  if (type === '') {
    problems.push(msgRef('flowDefApproverTypeMissing', { element }));
    return null;
  }
  if (!isOneOf(APPROVER_TYPES, type)) {
    problems.push(msgRef('flowDefApproverTypeInvalid', { element, value: type }));
    return null;
  }
  switch (type) {
    case 'users':
    case 'role': {
      const before = problems.length;
      const ids = readIds(task, problems);
      if (ids.length === 0 && problems.length === before) {
        problems.push(
          msgRef(type === 'users' ? 'flowDefApproverUsersMissing' : 'flowDefApproverRolesMissing', { element }),
        );
      }
      if (problems.length > before) return null;
      return type === 'users' ? { kind: type, userIds: ids } : { kind: type, roleIds: ids };
    }
    case 'formField': {
      const field = task.approvers.trim();
      if (field === '') {
        problems.push(msgRef('flowDefApproverFieldMissing', { element }));
        return null;
      }
      if (formFields && !formFields.includes(field)) {
        problems.push(msgRef('flowDefApproverFieldUnknown', { element, field }));
        return null;
      }
      return { kind: type, field };
    }
    default:
      // deptSupervisor, assetOwners and requested find their approvers from the request; gatehouse:approvers is unused.
      return { kind: type };
  }
}

/** Who decides the approval step (user task) and how: gatehouse:approverType, approvers, approvalMode. */
export function readApprovers(task: DiagramElement, formFields: readonly string[] | undefined): ApproverReading {
  const problems: string[] = [];
  const approvers: ApproverSource | null = readSource(task, formFields, problems);
  const mode = task.approvalMode.trim();
  if (!isOneOf(APPROVAL_MODES, mode)) {
    problems.push(msgRef('flowDefApprovalModeInvalid', { element: labelOf(task), value: mode }));
  }
  if (task.hasLoop) problems.push(msgRef('flowDefTaskLoop', { element: labelOf(task) }));
  return { approvers, mode: isOneOf(APPROVAL_MODES, mode) ? mode : null, problems };
}
