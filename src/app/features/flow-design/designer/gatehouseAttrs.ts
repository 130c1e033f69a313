import {
  APPROVAL_MODES,
  APPROVER_TYPES,
  GATEHOUSE_BPMN_PREFIX,
  TIMER_ACTIONS,
} from '../../../../shared/protocol/gatehouseModdle';

/**
 * Reading and writing Gatehouse's BPMN attributes (src/shared/protocol/gatehouseModdle.ts) on a diagram
 * element. A write is a property patch for bpmn-js `modeling.updateProperties`; undefined removes the
 * attribute from the XML.
 */
export type ApproverType = (typeof APPROVER_TYPES)[number];
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
export type TimerAction = (typeof TIMER_ACTIONS)[number];

/** The attributes as moddle property names, prefix included: what `get` and `updateProperties` take. */
export const GATEHOUSE_ATTR = {
  approverType: `${GATEHOUSE_BPMN_PREFIX}:approverType`,
  approvers: `${GATEHOUSE_BPMN_PREFIX}:approvers`,
  approvalMode: `${GATEHOUSE_BPMN_PREFIX}:approvalMode`,
  timerAction: `${GATEHOUSE_BPMN_PREFIX}:timerAction`,
} as const;

export type PropertyPatch = Record<string, unknown>;

/** The one thing read here of a moddle element. */
export interface ModdleReadable {
  get(name: string): unknown;
}

export interface ApprovalSettings {
  /** null when the attribute is missing or not one of ours (the server refuses both on save). */
  approverType: ApproverType | null;
  /** Comma-separated user or role ids, or the form field's key; '' when none. */
  approvers: string;
  approvalMode: ApprovalMode;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readApproval(task: ModdleReadable): ApprovalSettings {
  const type = text(task.get(GATEHOUSE_ATTR.approverType)).trim();
  const mode = text(task.get(GATEHOUSE_ATTR.approvalMode)).trim();
  return {
    approverType: isOneOf(APPROVER_TYPES, type) ? type : null,
    approvers: text(task.get(GATEHOUSE_ATTR.approvers)).trim(),
    approvalMode: isOneOf(APPROVAL_MODES, mode) ? mode : 'any',
  };
}

/** Approver types whose gatehouse:approvers holds ids (users, roles). */
export const takesIds = (type: ApproverType | null): type is 'users' | 'role' => type === 'users' || type === 'role';

/** The positive ids of a comma list ("3, 7,12"), each once, in order; anything else is left out. */
export function parseIdList(list: string): number[] {
  const ids = list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,14}$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

/** A new type drops the approvers: user ids are no role ids, and the other types name none. */
export const approverTypePatch = (type: ApproverType): PropertyPatch => ({
  [GATEHOUSE_ATTR.approverType]: type,
  [GATEHOUSE_ATTR.approvers]: undefined,
});

export const approverIdsPatch = (ids: readonly number[]): PropertyPatch => ({
  [GATEHOUSE_ATTR.approvers]: ids.length > 0 ? [...new Set(ids)].join(',') : undefined,
});

export const approverFieldPatch = (field: string): PropertyPatch => ({
  [GATEHOUSE_ATTR.approvers]: field.trim() === '' ? undefined : field.trim(),
});

export const approvalModePatch = (mode: ApprovalMode): PropertyPatch => ({ [GATEHOUSE_ATTR.approvalMode]: mode });

export function readTimerAction(boundary: ModdleReadable): TimerAction {
  const action = text(boundary.get(GATEHOUSE_ATTR.timerAction)).trim();
  return isOneOf(TIMER_ACTIONS, action) ? action : 'escalate';
}

export const timerActionPatch = (action: TimerAction): PropertyPatch => ({ [GATEHOUSE_ATTR.timerAction]: action });

/** What a user task drawn in the designer starts with, as the server's new model does (docs/flows.md). */
export const NEW_TASK_ATTRS: PropertyPatch = {
  [GATEHOUSE_ATTR.approverType]: 'deptSupervisor',
  [GATEHOUSE_ATTR.approvalMode]: 'any',
};
