import { z } from 'zod';
import { MODEL_KEY_MAX } from '../forms';
import { FLOW_COMMENT_MAX, FLOW_RESULTS, FlowStatus } from '../rules/flowRules';
import { msgRef } from '../rules/validation';
import { decision, refuseReason, requireReasonWhenRefused } from './approvals';
import { nameChars } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText } from './ids';

/**
 * The approval flow calls of spec §7 (paths, methods and body/query placement are the spec's; the shapes are
 * ours, docs/flows.md "API"). Every signed-in user may apply and decide what is theirs; what an instance shows
 * is limited to its applicant, its approvers and the holders of system:flow:stop. Paths are under /prod-api.
 */
const tag = 'flow';

const statusValue = z.union([
  z.literal(FlowStatus.waiting),
  z.literal(FlowStatus.approved),
  z.literal(FlowStatus.refused),
]);
const resultValue = z.enum(FLOW_RESULTS);

/** A name to search for: at most 64 characters, no control or direction characters. */
const nameFilter = (field: string) =>
  z
    .string()
    .trim()
    .max(64, { error: msgRef('fieldTooLong', { field, max: 64 }) })
    .check(nameChars(field))
    .optional();

const pagerFields = {
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  /** Part of the flow's name. */
  modelName: nameFilter('modelName'),
};

const instanceIdQuery = z.object({ processInstanceId: idText('processInstanceId') });
const modelKeyQuery = z.object({
  modelKey: z
    .string({ error: msgRef('fieldRequired', { field: 'modelKey' }) })
    .min(1, { error: msgRef('fieldRequired', { field: 'modelKey' }) })
    .max(MODEL_KEY_MAX, { error: msgRef('fieldTooLong', { field: 'modelKey', max: MODEL_KEY_MAX }) }),
});

// ---- Lists of the approval centre ----

export const MyInstanceRowSchema = z.object({
  processInstanceId: z.number().int(),
  modelKey: z.string(),
  modelName: z.string(),
  status: statusValue,
  result: resultValue,
  /** The steps waiting now (empty once the request ended). */
  currentActivityNames: z.array(z.string()),
  createTime: z.string(),
  endTime: z.string().nullable(),
});
export type MyInstanceRow = z.infer<typeof MyInstanceRowSchema>;

export const findMyInstances = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/api/flow/find_my_processinstances_pager_model',
  access: 'authenticated',
  tag,
  summary: 'My applications, newest first',
  paged: true,
  body: z.object({ ...pagerFields, status: statusValue.optional() }),
  reply: MyInstanceRowSchema,
});

export const TaskRowSchema = z.object({
  taskId: z.number().int(),
  processInstanceId: z.number().int(),
  modelKey: z.string(),
  modelName: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  applicantName: z.string(),
  /** When the task reached the approver. */
  createTime: z.string(),
  /** 1 waiting, 2 approved, 3 refused, 4 withdrawn (another approver, a timer, the applicant). */
  taskStatus: z.number().int(),
  refuseReason: z.string(),
  decideTime: z.string().nullable(),
  instanceStatus: statusValue,
  result: resultValue,
});
export type TaskRow = z.infer<typeof TaskRowSchema>;

export const findWaitingTasks = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/api/flow/get_apping_tasks_pager_model',
  access: 'authenticated',
  tag,
  summary: 'Tasks waiting for my approval, oldest first',
  paged: true,
  body: z.object({ ...pagerFields, applicantName: nameFilter('applicantName') }),
  reply: TaskRowSchema,
});

export const findDecidedTasks = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/api/flow/get_applyed_tasks_pager_model',
  access: 'authenticated',
  tag,
  summary: 'Approval records: the tasks I decided, newest first',
  paged: true,
  body: z.object({ ...pagerFields, applicantName: nameFilter('applicantName') }),
  reply: TaskRowSchema,
});

// ---- One instance ----

export const cancelInstance = endpoint({
  method: 'GET',
  path: '/api/flow/cancel_instance/:id',
  effect: 'change',
  audit: { kind: 'other', title: 'Withdraw an approval-flow request' },
  access: 'authenticated',
  tag,
  summary: 'The applicant withdraws a request still in approval (result revoked)',
  params: z.object({ id: idText('id') }),
  reply: z.null(),
});

export const FlowCommentSchema = z.object({
  id: z.number().int(),
  activityId: z.string(),
  activityName: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  /** submit, approve, refuse, cancel, stop, escalate, expire, passed */
  kind: z.string(),
  /** The person's words, or the system's in the caller's language. */
  message: z.string(),
  time: z.string(),
});
export type FlowComment = z.infer<typeof FlowCommentSchema>;

export const getInstanceComments = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/api/flow/get_comment_infos_by_process_instance_id',
  access: 'authenticated',
  tag,
  summary: 'The timeline of a request',
  query: instanceIdQuery,
  reply: z.array(FlowCommentSchema),
});

/** A form model as the renderer takes it (src/shared/forms); checked where it is saved. */
const formJson = z.record(z.string(), z.unknown());

export const InstanceFormSchema = z.object({
  processInstanceId: z.number().int(),
  modelKey: z.string(),
  modelName: z.string(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  status: statusValue,
  result: resultValue,
  createTime: z.string(),
  endTime: z.string().nullable(),
  form: formJson,
  formData: z.record(z.string(), z.unknown()),
  /** The caller's own waiting task in it, if any (what the decision panel completes). */
  myTaskId: z.number().int().nullable(),
  canCancel: z.boolean(),
  canStop: z.boolean(),
});
export type InstanceForm = z.infer<typeof InstanceFormSchema>;

export const getInstanceForm = endpoint({
  method: 'GET',
  path: '/api/flow/get_form_data_info_by_process_instance_id',
  access: 'authenticated',
  tag,
  summary: 'The form and data of a request, with what the caller may do',
  query: instanceIdQuery,
  reply: InstanceFormSchema,
});

export const loadModelXml = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/api/flow/load_bpmn_xml_by_model_key',
  access: 'authenticated',
  tag,
  summary: 'The BPMN XML of a flow: the deployed version, or the draft for its designers',
  query: modelKeyQuery,
  reply: z.object({ modelKey: z.string(), name: z.string(), version: z.number().int(), bpmnXml: z.string() }),
});

export const HighlightSchema = z.object({
  bpmnXml: z.string(),
  /** Nodes waiting now. */
  activeActivityIds: z.array(z.string()),
  /** Nodes and sequence flows the request passed. */
  finishedActivityIds: z.array(z.string()),
  highLightedFlows: z.array(z.string()),
});
export type Highlight = z.infer<typeof HighlightSchema>;

export const getHighlightedNodes = endpoint({
  method: 'GET',
  path: '/api/flow/get_high_lighted_node_vo_by_process_instance_id',
  access: 'authenticated',
  tag,
  summary: 'The diagram of a request with the steps passed and waiting',
  query: instanceIdQuery,
  reply: HighlightSchema,
});

export const ActivityTaskSchema = z.object({
  taskId: z.number().int(),
  assigneeId: z.number().int(),
  assigneeName: z.string(),
  status: z.number().int(),
  refuseReason: z.string(),
  decideTime: z.string().nullable(),
});

export const ActivitySchema = z.object({
  activityId: z.string(),
  activityName: z.string(),
  /** any: one approver decides; all: every approver must agree. */
  mode: z.string(),
  visits: z.array(
    z.object({
      status: z.number().int(),
      createTime: z.string(),
      endTime: z.string().nullable(),
      dueTime: z.string().nullable(),
      tasks: z.array(ActivityTaskSchema),
    }),
  ),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const getActivity = endpoint({
  method: 'POST',
  effect: 'read',
  path: '/api/flow/get_one_activity_vo_by_process_instance_id_and_activity_id',
  access: 'authenticated',
  tag,
  summary: 'One step of a request: each time it was reached, its approvers and their decisions',
  query: z.object({
    processInstanceId: idText('processInstanceId'),
    activityId: z
      .string()
      .min(1, { error: msgRef('fieldRequired', { field: 'activityId' }) })
      .max(64, { error: msgRef('fieldTooLong', { field: 'activityId', max: 64 }) }),
  }),
  reply: ActivitySchema,
});

export const getModelForm = endpoint({
  method: 'GET',
  path: '/api/flow/get_form_info_by_model_key',
  access: 'authenticated',
  tag,
  summary: 'The form to apply with (the deployed version of an enabled flow)',
  query: modelKeyQuery,
  reply: z.object({
    modelId: z.number().int(),
    modelKey: z.string(),
    name: z.string(),
    version: z.number().int(),
    form: formJson,
  }),
});

export const AppliableModelSchema = z.object({
  modelId: z.number().int(),
  modelKey: z.string(),
  name: z.string(),
  description: z.string(),
});
export type AppliableModel = z.infer<typeof AppliableModelSchema>;

export const listAppliableModels = endpoint({
  method: 'GET',
  path: '/api/flow/appliable_models',
  access: 'authenticated',
  tag,
  summary: 'The flows anyone may apply on: enabled, deployed and not run by a process of Gatehouse',
  reply: z.array(AppliableModelSchema),
});

// ---- Changes ----

export const startFormFlow = endpoint({
  method: 'POST',
  path: '/api/flow/start_form_flow',
  access: 'authenticated',
  tag,
  summary: 'Apply: file a request on an enabled flow with its form filled in',
  body: z.object({
    modelKey: modelKeyQuery.shape.modelKey,
    formData: z.record(z.string(), z.unknown(), { error: msgRef('fieldInvalid', { field: 'formData' }) }),
  }),
  audit: { kind: 'add', title: 'Apply through an approval flow' },
  reply: z.object({ processInstanceId: z.number().int() }),
});

export const completeTask = endpoint({
  method: 'POST',
  path: '/api/flow/complete',
  access: 'authenticated',
  tag,
  summary: 'Approve (2) or refuse (3, with refuseReason) my waiting task',
  body: z.object({ taskId: idNumber('taskId'), status: decision, refuseReason }).superRefine(requireReasonWhenRefused),
  audit: { kind: 'other', title: 'Decide an approval-flow task' },
  reply: z.null(),
});

export const stopProcess = endpoint({
  method: 'POST',
  path: '/api/flow/stop_process',
  access: 'system:flow:stop',
  tag,
  summary: 'An administrator stops a request in approval (result terminated)',
  body: z.object({
    processInstanceId: idNumber('processInstanceId'),
    reason: z
      .string({ error: msgRef('fieldRequired', { field: 'reason' }) })
      .trim()
      .min(1, { error: msgRef('fieldRequired', { field: 'reason' }) })
      .max(FLOW_COMMENT_MAX, { error: msgRef('fieldTooLong', { field: 'reason', max: FLOW_COMMENT_MAX }) }),
  }),
  audit: { kind: 'other', title: 'Stop an approval-flow request' },
  reply: z.null(),
});

// ---- Approvers ----

export const ApproverStepSchema = z.object({
  activityId: z.string(),
  activityName: z.string(),
  mode: z.string(),
  /** users, role, deptSupervisor, assetOwners, formField */
  rule: z.string(),
  /** Known now; a form-field or asset rule names them only once the request is filed. */
  approvers: z.array(z.object({ userId: z.number().int(), userName: z.string(), nickName: z.string() })),
});
export type ApproverStep = z.infer<typeof ApproverStepSchema>;

export const getModelApprovers = endpoint({
  method: 'GET',
  path: '/api/flow/get_approver_list/:id',
  access: 'authenticated',
  tag,
  summary: 'Who decides the first steps of flow model {id} if the caller applies now',
  params: z.object({ id: idText('id') }),
  reply: z.array(ApproverStepSchema),
});

export const getInstanceApprovers = endpoint({
  method: 'GET',
  path: '/api/flow/get_approver_list_process_instance_id/:id',
  access: 'authenticated',
  tag,
  summary: 'Who decides the steps request {id} waits at now',
  params: z.object({ id: idText('id') }),
  reply: z.array(ApproverStepSchema),
});
