import type { FlowModel, FlowModelRow } from '../../../../shared/api/flowModels';
import { ResponseCode } from '../../../../shared/codes';
import type { Lang } from '../../../../shared/messages';
import { FlowStatus, type ProcessKind } from '../../../../shared/rules/flowRules';
import { containsText } from '../../../db/textMatch';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { checkDesign, emptyForm, startingDiagram } from './designCheck';
import { loadModel, toModel, toRow, waitingCounts } from './modelRows';

interface Design {
  name: string;
  description: string;
  form?: Record<string, unknown> | undefined;
  bpmnXml?: string | undefined;
}

export async function listModels(
  deps: Deps,
  query: { pageNum: number; pageSize: number; name?: string | undefined; processKind?: ProcessKind | undefined },
): Promise<{ rows: FlowModelRow[]; total: number }> {
  let select = deps.db.selectFrom('flow_models');
  if (query.name) select = select.where(containsText('name', query.name));
  if (query.processKind) select = select.where('process_kind', '=', query.processKind);
  const [count, rows] = await Promise.all([
    select.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    select
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  const waiting = await waitingCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  return { total: Number(count.total), rows: rows.map((row) => toRow(row, waiting.get(row.id) ?? 0)) };
}

export async function getModel(deps: Deps, id: number): Promise<FlowModel> {
  return toModel(deps.db, await loadModel(deps.db, id));
}

/** A new model: the given design (checked), else an empty form and one approval step by the approval administrators. */
export async function addModel(
  deps: Deps,
  userName: string,
  lang: Lang,
  body: Design & { modelKey: string },
): Promise<FlowModel> {
  const form = body.form ?? emptyForm(body.modelKey, body.name);
  const bpmnXml = body.bpmnXml ?? startingDiagram(body.modelKey, body.name);
  const checked = await checkDesign(lang, { modelKey: body.modelKey, name: body.name, form, bpmnXml });
  const now = deps.now().toISOString();
  try {
    const row = await deps.db
      .insertInto('flow_models')
      .values({
        model_key: body.modelKey,
        name: body.name,
        description: body.description,
        process_kind: null,
        form_json: JSON.stringify(checked.form),
        bpmn_xml: bpmnXml,
        enabled: 1,
        deployed_version: 0,
        created_by: userName,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toModel(deps.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ResponseCode.flowModelKeyTaken, 'flowModelKeyTaken');
    throw error;
  }
}

/** Saves the draft; what runs changes only at the next deploy. */
export async function editModel(
  deps: Deps,
  lang: Lang,
  body: Design & { id: number; modelKey?: string | undefined },
): Promise<FlowModel> {
  const row = await loadModel(deps.db, body.id);
  if (body.modelKey !== undefined && body.modelKey !== row.model_key) {
    throw new AppError(ResponseCode.badRequest, 'flowModelKeyFixed', {}, { data: { field: 'modelKey' } });
  }
  const form = body.form ?? (JSON.parse(row.form_json) as Record<string, unknown>);
  const bpmnXml = body.bpmnXml ?? row.bpmn_xml;
  const checked = await checkDesign(lang, { modelKey: row.model_key, name: body.name, form, bpmnXml });
  const updated = await deps.db
    .updateTable('flow_models')
    .set({
      name: body.name,
      description: body.description,
      form_json: JSON.stringify(checked.form),
      bpmn_xml: bpmnXml,
      updated_at: deps.now().toISOString(),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toModel(deps.db, updated);
}

/** Freezes the draft as the next version; requests already running keep the version they started on. */
export async function deployModel(deps: Deps, userName: string, lang: Lang, id: number): Promise<FlowModel> {
  const row = await loadModel(deps.db, id);
  const checked = await checkDesign(lang, {
    modelKey: row.model_key,
    name: row.name,
    form: JSON.parse(row.form_json) as Record<string, unknown>,
    bpmnXml: row.bpmn_xml,
  });
  const deployed = await deps.db.transaction().execute(async (trx) => {
    // Bumping the version first takes the model's row lock: two deploys at once get two versions.
    const bumped = await trx
      .updateTable('flow_models')
      .set((eb) => ({ deployed_version: eb('deployed_version', '+', 1), updated_at: deps.now().toISOString() }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('flow_model_versions')
      .values({
        model_id: id,
        version: bumped.deployed_version,
        bpmn_xml: bumped.bpmn_xml,
        form_json: bumped.form_json,
        definition_json: JSON.stringify(checked.definition),
        deployed_by: userName,
        deployed_at: deps.now().toISOString(),
      })
      .execute();
    return bumped;
  });
  return toModel(deps.db, deployed);
}

export async function enableModel(deps: Deps, id: number, enabled: boolean): Promise<FlowModel> {
  await loadModel(deps.db, id);
  const row = await deps.db
    .updateTable('flow_models')
    .set({ enabled: enabled ? 1 : 0, updated_at: deps.now().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toModel(deps.db, row);
}

/** Binds the model to a process kind; a kind answers to one model, so a taken kind is refused by name. */
export async function bindModel(deps: Deps, id: number, processKind: ProcessKind | null): Promise<FlowModel> {
  await loadModel(deps.db, id);
  if (processKind) {
    const holder = await deps.db
      .selectFrom('flow_models')
      .select(['id', 'name'])
      .where('process_kind', '=', processKind)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (holder) throw kindTaken(processKind, holder.name);
  }
  try {
    const row = await deps.db
      .updateTable('flow_models')
      .set({ process_kind: processKind, updated_at: deps.now().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toModel(deps.db, row);
  } catch (error) {
    if (isUniqueViolation(error) && processKind) throw kindTaken(processKind, '');
    throw error;
  }
}

function kindTaken(kind: ProcessKind, name: string): AppError {
  return new AppError(ResponseCode.flowKindTaken, 'flowKindTaken', { kind, name });
}

/** Removes models without requests in approval; their versions go with them, ended requests keep their copy. */
export async function removeModels(deps: Deps, ids: readonly number[]): Promise<number> {
  const rows = await deps.db
    .selectFrom('flow_models')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  const waiting = await waitingCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  const busy = rows.find((row) => (waiting.get(row.id) ?? 0) > 0);
  if (busy) throw new AppError(ResponseCode.flowModelInUse, 'flowModelInUse', { name: busy.name });
  if (rows.length === 0) return 0;
  const removed = await deps.db
    .deleteFrom('flow_models')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('flow_instances')
            .select('flow_instances.id')
            .whereRef('flow_instances.model_id', '=', 'flow_models.id')
            .where('flow_instances.status', '=', FlowStatus.waiting),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
