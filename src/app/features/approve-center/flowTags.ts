import type { BadgeProps } from '@fluentui/react-components';
import {
  type FlowResult,
  FlowStatus,
  type FlowStatusValue,
  FlowTaskStatus,
  type FlowTaskStatusValue,
} from '../../../shared/rules/flowRules';

export type TagColour = NonNullable<BadgeProps['color']>;

/** A state shown as a coloured tag: the i18n key of its label and the badge colour. */
export interface FlowTagView {
  labelKey: string;
  colour: TagColour;
}

/** Spec §4 Flow approval status. Status 3 covers every end but "passed" (refused, expired, stopped, withdrawn). */
const STATUS_COLOURS: Readonly<Record<FlowStatusValue, TagColour>> = {
  [FlowStatus.waiting]: 'warning',
  [FlowStatus.approved]: 'success',
  [FlowStatus.refused]: 'danger',
};

/** Spec §4 approval result codes. */
const RESULT_COLOURS: Readonly<Record<FlowResult, TagColour>> = {
  in_approval: 'warning',
  passed: 'success',
  refused: 'danger',
  ended: 'subtle',
  terminated: 'severe',
  revoked: 'informative',
};

const TASK_COLOURS: Readonly<Record<FlowTaskStatusValue, TagColour>> = {
  [FlowTaskStatus.waiting]: 'warning',
  [FlowTaskStatus.approved]: 'success',
  [FlowTaskStatus.refused]: 'danger',
  [FlowTaskStatus.cancelled]: 'subtle',
};

export const statusTag = (status: FlowStatusValue): FlowTagView => ({
  labelKey: `approveCenter.status.${status}`,
  colour: STATUS_COLOURS[status],
});

export const resultTag = (result: FlowResult): FlowTagView => ({
  labelKey: `approveCenter.result.${result}`,
  colour: RESULT_COLOURS[result],
});

const isTaskStatus = (value: number): value is FlowTaskStatusValue => Object.hasOwn(TASK_COLOURS, value);

/** An approver's own decision on a task (the contract types it as any integer). */
export function taskTag(taskStatus: number): FlowTagView {
  if (!isTaskStatus(taskStatus)) return { labelKey: 'approveCenter.taskStatus.unknown', colour: 'subtle' };
  return { labelKey: `approveCenter.taskStatus.${taskStatus}`, colour: TASK_COLOURS[taskStatus] };
}

/** The choices of the status filter on 我的申请. */
export const STATUS_CHOICES: readonly FlowStatusValue[] = [FlowStatus.waiting, FlowStatus.approved, FlowStatus.refused];
