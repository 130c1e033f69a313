import type { BodyOf } from '../../../shared/api/endpoint';
import type { findMyInstances, findWaitingTasks } from '../../../shared/api/flow';
import { FlowStatus, type FlowStatusValue } from '../../../shared/rules/flowRules';
import type { Paging } from '../../components/table';

export type MyRequestsQuery = BodyOf<typeof findMyInstances>;
/** The backlog and the records take the same filters. */
export type TasksQuery = BodyOf<typeof findWaitingTasks>;

/** What the search forms of the three tabs hold; '' means "any". */
export interface FlowFilterValues {
  modelName: string;
  applicantName: string;
  /** A FlowStatus value as text, or ''. */
  status: string;
}

export const EMPTY_FLOW_FILTERS: FlowFilterValues = { modelName: '', applicantName: '', status: '' };

const STATUS_BY_TEXT: Readonly<Record<string, FlowStatusValue>> = {
  [String(FlowStatus.waiting)]: FlowStatus.waiting,
  [String(FlowStatus.approved)]: FlowStatus.approved,
  [String(FlowStatus.refused)]: FlowStatus.refused,
};

/** The body of 我的申请: blank names and "any" status are left out. */
export function myRequestsBody(values: FlowFilterValues, paging: Paging): MyRequestsQuery {
  const modelName = values.modelName.trim();
  const status = Object.hasOwn(STATUS_BY_TEXT, values.status) ? STATUS_BY_TEXT[values.status] : undefined;
  return { ...paging, ...(modelName ? { modelName } : {}), ...(status === undefined ? {} : { status }) };
}

/** The body of 待我审批 and 审批记录. */
export function tasksBody(values: FlowFilterValues, paging: Paging): TasksQuery {
  const modelName = values.modelName.trim();
  const applicantName = values.applicantName.trim();
  return { ...paging, ...(modelName ? { modelName } : {}), ...(applicantName ? { applicantName } : {}) };
}
