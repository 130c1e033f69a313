import type { Selectable } from 'kysely';
import type { FlowModel, FlowModelRow } from '../../../../shared/api/flowModels';
import { ResponseCode } from '../../../../shared/codes';
import { FlowStatus, type ProcessKind } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';
import type { FlowModelsTable } from '../../../db/schema';
import { AppError } from '../../../errors/appError';

export type ModelRow = Selectable<FlowModelsTable>;

export async function loadModel(db: Db, id: number): Promise<ModelRow> {
  const row = await db.selectFrom('flow_models').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.flowModelNotFound, 'flowModelNotFound');
  return row;
}

export async function waitingCounts(db: Db, modelIds: readonly number[]): Promise<Map<number, number>> {
  if (modelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('flow_instances')
    .select(['model_id', (eb) => eb.fn.countAll<number | string>().as('total')])
    .where('model_id', 'in', [...modelIds])
    .where('status', '=', FlowStatus.waiting)
    .groupBy('model_id')
    .execute();
  return new Map(rows.map((row) => [row.model_id, Number(row.total)]));
}

export function toRow(row: ModelRow, waiting: number): FlowModelRow {
  return {
    id: row.id,
    modelKey: row.model_key,
    name: row.name,
    description: row.description,
    processKind: row.process_kind as ProcessKind | null,
    enabled: row.enabled === 1,
    deployedVersion: row.deployed_version,
    waitingCount: waiting,
    createdBy: row.created_by,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export async function toModel(db: Db, row: ModelRow): Promise<FlowModel> {
  const waiting = (await waitingCounts(db, [row.id])).get(row.id) ?? 0;
  const deployed =
    row.deployed_version > 0
      ? await db
          .selectFrom('flow_model_versions')
          .select(['bpmn_xml', 'form_json'])
          .where('model_id', '=', row.id)
          .where('version', '=', row.deployed_version)
          .executeTakeFirst()
      : undefined;
  return {
    ...toRow(row, waiting),
    form: JSON.parse(row.form_json) as Record<string, unknown>,
    bpmnXml: row.bpmn_xml,
    hasUndeployedChanges: !deployed || deployed.bpmn_xml !== row.bpmn_xml || deployed.form_json !== row.form_json,
  };
}
