import { Permission } from '../../../../shared/access/permissions';
import type { AppliableModel, ApproverStep } from '../../../../shared/api/flow';
import { ResponseCode } from '../../../../shared/codes';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { definitionOf } from '../engine/changeInstance';
import type { InstanceFacts } from '../engine/flowRun';
import { startInstance } from '../engine/startInstance';
import { checkFormData } from '../models/designCheck';
import { approversBeforeApplying } from './approverLists';
import type { FlowCaller } from './visibility';

/** The deployed version of an enabled model: what a new request runs on. */
async function deployedVersion(deps: Deps, where: { modelKey: string } | { modelId: number }) {
  let query = deps.db.selectFrom('flow_models').selectAll();
  query = 'modelKey' in where ? query.where('model_key', '=', where.modelKey) : query.where('id', '=', where.modelId);
  const model = await query.executeTakeFirst();
  if (!model) throw new AppError(ResponseCode.flowModelNotFound, 'flowModelNotFound');
  if (model.deployed_version === 0) throw new AppError(ResponseCode.flowModelNotDeployed, 'flowModelNotDeployed');
  if (model.enabled !== 1) throw new AppError(ResponseCode.flowModelDisabled, 'flowModelDisabled');
  const version = await deps.db
    .selectFrom('flow_model_versions')
    .selectAll()
    .where('model_id', '=', model.id)
    .where('version', '=', model.deployed_version)
    .executeTakeFirstOrThrow();
  return { model, version };
}

export async function modelForm(deps: Deps, modelKey: string) {
  const { model, version } = await deployedVersion(deps, { modelKey });
  return {
    modelId: model.id,
    modelKey: model.model_key,
    name: model.name,
    version: version.version,
    form: JSON.parse(version.form_json) as Record<string, unknown>,
  };
}

/** The deployed diagram; a model never deployed shows its draft to its designers only. */
export async function modelXml(deps: Deps, caller: FlowCaller, modelKey: string) {
  const model = await deps.db
    .selectFrom('flow_models')
    .selectAll()
    .where('model_key', '=', modelKey)
    .executeTakeFirst();
  if (!model) throw new AppError(ResponseCode.flowModelNotFound, 'flowModelNotFound');
  if (model.deployed_version === 0) {
    if (!caller.hasPermission(Permission.flowEdit)) {
      throw new AppError(ResponseCode.flowModelNotDeployed, 'flowModelNotDeployed');
    }
    return { modelKey, name: model.name, version: 0, bpmnXml: model.bpmn_xml };
  }
  const version = await deps.db
    .selectFrom('flow_model_versions')
    .select('bpmn_xml')
    .where('model_id', '=', model.id)
    .where('version', '=', model.deployed_version)
    .executeTakeFirstOrThrow();
  return { modelKey, name: model.name, version: model.deployed_version, bpmnXml: version.bpmn_xml };
}

export async function modelApprovers(deps: Deps, caller: FlowCaller, modelId: number): Promise<ApproverStep[]> {
  const { version } = await deployedVersion(deps, { modelId });
  return approversBeforeApplying(deps.db, caller, await definitionOf(deps.db, version.id));
}

export interface ApplyRequest {
  modelKey: string;
  formData: Record<string, unknown>;
  /** Set when a process of Gatehouse files the request (a login approval names its asset). */
  processKind?: string | null;
  businessKey?: string;
  facts?: InstanceFacts;
}

/** Files a request: the form data checked against the version's own form, then the engine runs it. */
export async function apply(deps: Deps, caller: FlowCaller, request: ApplyRequest): Promise<number> {
  const { model, version } = await deployedVersion(deps, { modelKey: request.modelKey });
  const formData = checkFormData(JSON.parse(version.form_json) as Record<string, unknown>, request.formData);
  return startInstance(deps, {
    modelId: model.id,
    versionId: version.id,
    modelKey: model.model_key,
    modelName: model.name,
    applicant: { id: caller.id, name: caller.name },
    processKind: request.processKind ?? model.process_kind,
    businessKey: request.businessKey ?? '',
    facts: request.facts ?? {},
    formData,
  });
}

/** Enabled, deployed flows that no process kind runs (those are filed by their process, not by hand). */
export async function appliableModels(deps: Deps): Promise<AppliableModel[]> {
  const rows = await deps.db
    .selectFrom('flow_models')
    .select(['id', 'model_key', 'name', 'description'])
    .where('enabled', '=', 1)
    .where('deployed_version', '>', 0)
    .where('process_kind', 'is', null)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    modelId: row.id,
    modelKey: row.model_key,
    name: row.name,
    description: row.description,
  }));
}
