import { z } from 'zod';
import { ModelKeySchema, ModelNameSchema } from '../forms';
import { PROCESS_KINDS } from '../rules/flowRules';
import { msgRef } from '../rules/validation';
import { nameChars, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter } from './ids';

/**
 * Flow models (/flow-manage-list, /flow-manage-form): the paths are not shown by the spec and are ours
 * (docs/flows.md "API"). Reading needs system:approval:query; designing, deploying, enabling, binding and
 * removing need system:flow:edit.
 */
const tag = 'flow-models';

/** The diagram's size limit: a designed approval flow is a few dozen kilobytes at most. */
export const BPMN_XML_MAX = 512 * 1024;

const processKind = z.enum(PROCESS_KINDS, { error: msgRef('fieldInvalid', { field: 'processKind' }) });

export const FlowModelRowSchema = z.object({
  id: z.number().int(),
  modelKey: z.string(),
  name: z.string(),
  description: z.string(),
  processKind: processKind.nullable(),
  enabled: z.boolean(),
  /** 0 until the first deploy. */
  deployedVersion: z.number().int(),
  /** Requests of this model still in approval. */
  waitingCount: z.number().int(),
  createdBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type FlowModelRow = z.infer<typeof FlowModelRowSchema>;

export const FlowModelSchema = FlowModelRowSchema.extend({
  form: z.record(z.string(), z.unknown()),
  bpmnXml: z.string(),
  /** The draft differs from the deployed version. */
  hasUndeployedChanges: z.boolean(),
});
export type FlowModel = z.infer<typeof FlowModelSchema>;

export const listFlowModels = endpoint({
  method: 'GET',
  path: '/api/flow/model/list',
  access: 'system:approval:query',
  tag,
  summary: 'Flow models, newest first',
  paged: true,
  query: PageQuerySchema.extend({
    name: optionalFilter('name'),
    processKind: processKind.optional(),
  }),
  reply: FlowModelRowSchema,
});

export const getFlowModel = endpoint({
  method: 'GET',
  path: '/api/flow/model/:id',
  access: 'system:approval:query',
  tag,
  summary: 'One flow model with its form and draft diagram',
  params: z.object({ id: idText('id') }),
  reply: FlowModelSchema,
});

const modelKey = ModelKeySchema;

const designFields = {
  name: ModelNameSchema.check(nameChars('name')),
  description: z
    .string()
    .trim()
    .max(255, { error: msgRef('fieldTooLong', { field: 'description', max: 255 }) })
    .default(''),
  /** The form model (src/shared/forms); checked by the server against the form rules. */
  form: z.record(z.string(), z.unknown(), { error: msgRef('fieldInvalid', { field: 'form' }) }).optional(),
  bpmnXml: z
    .string()
    .max(BPMN_XML_MAX, { error: msgRef('fieldTooLong', { field: 'bpmnXml', max: BPMN_XML_MAX }) })
    .optional(),
};

export const addFlowModel = endpoint({
  method: 'POST',
  path: '/api/flow/model/add',
  access: 'system:flow:edit',
  tag,
  summary: 'Create a flow model; without a diagram it starts with one approval step',
  body: z.object({ modelKey, ...designFields }),
  audit: { kind: 'add' },
  reply: FlowModelSchema,
});

export const editFlowModel = endpoint({
  method: 'PUT',
  path: '/api/flow/model/edit',
  access: 'system:flow:edit',
  tag,
  summary: 'Save the draft: name, description, form and diagram (the key cannot change)',
  body: z.object({ id: idNumber('id'), modelKey: modelKey.optional(), ...designFields }),
  audit: { kind: 'edit' },
  reply: FlowModelSchema,
});

export const deployFlowModel = endpoint({
  method: 'POST',
  path: '/api/flow/model/deploy/:id',
  access: 'system:flow:edit',
  tag,
  summary: 'Deploy the draft as a new version; running requests keep theirs',
  params: z.object({ id: idText('id') }),
  audit: { kind: 'edit', title: 'Deploy a flow model' },
  reply: FlowModelSchema,
});

export const enableFlowModel = endpoint({
  method: 'PUT',
  path: '/api/flow/model/enable',
  access: 'system:flow:edit',
  tag,
  summary: 'Enable or disable a flow model for new requests',
  body: z.object({ id: idNumber('id'), enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }) }),
  audit: { kind: 'edit', title: 'Enable or disable a flow model' },
  reply: FlowModelSchema,
});

export const bindFlowModel = endpoint({
  method: 'PUT',
  path: '/api/flow/model/bind',
  access: 'system:flow:edit',
  tag,
  summary: 'Bind a flow model to a process kind (null unbinds it)',
  body: z.object({ id: idNumber('id'), processKind: processKind.nullable() }),
  audit: { kind: 'edit', title: 'Bind a flow model to a process kind' },
  reply: FlowModelSchema,
});

export const removeFlowModels = endpoint({
  method: 'POST',
  path: '/api/flow/model/remove/:ids',
  access: 'system:flow:edit',
  tag,
  summary: 'Remove flow models without requests in approval',
  params: z.object({ ids: idListText('ids') }),
  audit: { kind: 'delete' },
  reply: z.object({ removed: z.number().int() }),
});
