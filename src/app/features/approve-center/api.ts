import { z } from 'zod';
import {
  type AppliableModel,
  type ApproverStep,
  cancelInstance,
  completeTask,
  type FlowComment,
  findDecidedTasks,
  findMyInstances,
  findWaitingTasks,
  getHighlightedNodes,
  getInstanceApprovers,
  getInstanceComments,
  getInstanceForm,
  getModelApprovers,
  getModelForm,
  type Highlight,
  type InstanceForm,
  listAppliableModels,
  type MyInstanceRow,
  startFormFlow,
  stopProcess,
  type TaskRow,
} from '../../../shared/api/flow';
import { type FormModel, FormModelSchema, type FormValues } from '../../../shared/forms';
import { call, callPage, type Page } from '../../data/http';
import type { CompleteTaskBody } from './decisionBody';
import type { MyRequestsQuery, TasksQuery } from './listFilters';

/** The approval centre's calls; the only file here that touches the network. */

export const fetchMyRequests = (query: MyRequestsQuery, signal?: AbortSignal): Promise<Page<MyInstanceRow>> =>
  callPage(findMyInstances, { body: query, signal });
export const fetchWaitingTasks = (query: TasksQuery, signal?: AbortSignal): Promise<Page<TaskRow>> =>
  callPage(findWaitingTasks, { body: query, signal });
export const fetchDecidedTasks = (query: TasksQuery, signal?: AbortSignal): Promise<Page<TaskRow>> =>
  callPage(findDecidedTasks, { body: query, signal });

/** The flows the caller may apply on (enabled, deployed, not run by a process of Gatehouse), by name. */
export const fetchApplicableFlows = (signal?: AbortSignal): Promise<AppliableModel[]> =>
  call(listAppliableModels, { signal });

/** The form as the renderer takes it. The server checked it with the same schema when it was saved. */
export function toFormModel(form: Record<string, unknown>): FormModel {
  const parsed = FormModelSchema.safeParse(form);
  if (!parsed.success) throw new Error(`The flow's form is not a form model: ${parsed.error.message}`);
  return parsed.data;
}

const FormValuesSchema = z.record(z.string(), z.json());
export const toFormValues = (data: Record<string, unknown>): FormValues => FormValuesSchema.parse(data);

/** A flow to apply on: its deployed form, typed for the renderer. */
export interface ApplyFlow {
  modelId: number;
  modelKey: string;
  name: string;
  version: number;
  form: FormModel;
}

export async function fetchApplyFlow(modelKey: string, signal?: AbortSignal): Promise<ApplyFlow> {
  const flow = await call(getModelForm, { query: { modelKey }, signal });
  return { ...flow, form: toFormModel(flow.form) };
}

export const fetchFlowApprovers = (modelId: number, signal?: AbortSignal): Promise<ApproverStep[]> =>
  call(getModelApprovers, { params: { id: String(modelId) }, signal });

/** Form failures are shown by the form (under the field the server names), so the data layer stays silent. */
export const fileRequest = (body: { modelKey: string; formData: FormValues }) =>
  call(startFormFlow, { body, silent: true });

/** One request as its page shows it: the wire shape with its form and data typed for the renderer. */
export interface RequestDetail extends Omit<InstanceForm, 'form' | 'formData'> {
  form: FormModel;
  formData: FormValues;
}

export const toRequestDetail = (request: InstanceForm): RequestDetail => ({
  ...request,
  form: toFormModel(request.form),
  formData: toFormValues(request.formData),
});

const instanceQuery = (processInstanceId: number) => ({ processInstanceId: String(processInstanceId) });

export async function fetchRequest(processInstanceId: number, signal?: AbortSignal): Promise<RequestDetail> {
  return toRequestDetail(await call(getInstanceForm, { query: instanceQuery(processInstanceId), signal }));
}
export const fetchRequestComments = (processInstanceId: number, signal?: AbortSignal): Promise<FlowComment[]> =>
  call(getInstanceComments, { query: instanceQuery(processInstanceId), signal });
export const fetchRequestHighlight = (processInstanceId: number, signal?: AbortSignal): Promise<Highlight> =>
  call(getHighlightedNodes, { query: instanceQuery(processInstanceId), signal });
export const fetchRequestApprovers = (processInstanceId: number, signal?: AbortSignal): Promise<ApproverStep[]> =>
  call(getInstanceApprovers, { params: { id: String(processInstanceId) }, signal });

export const withdrawRequest = (processInstanceId: number) =>
  call(cancelInstance, { params: { id: String(processInstanceId) } });
/** A refusal (审批已完成 when another approver was first) is the server's message, shown by the data layer. */
export const decideTask = (body: CompleteTaskBody) => call(completeTask, { body });
/** The stop dialog shows its own failures under the reason. */
export const stopRequest = (body: { processInstanceId: number; reason: string }) =>
  call(stopProcess, { body, silent: true });
