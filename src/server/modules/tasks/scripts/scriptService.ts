import type { z } from 'zod';
import type { AddScriptBodySchema, ChangeScript, UpdateScriptBodySchema } from '../../../../shared/api/changeScripts';
import { ResponseCode } from '../../../../shared/codes';
import type { ChangeScriptRow } from '../../../db/taskSchema';
import { containsLowered } from '../../../db/textMatch';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import type { AuthSession } from '../../../http/handler';

type AddBody = z.output<typeof AddScriptBodySchema>;
type UpdateBody = z.output<typeof UpdateScriptBodySchema>;

export const scriptNotFound = () =>
  new AppError(ResponseCode.scriptNotFound, 'scriptNotFound', {}, { data: { field: 'scriptId' } });
const nameTaken = () =>
  new AppError(ResponseCode.scriptNameTaken, 'scriptNameTaken', {}, { data: { field: 'scriptName' } });

export async function loadScript(deps: Pick<Deps, 'db'>, scriptId: number): Promise<ChangeScriptRow> {
  const row = await deps.db.selectFrom('change_scripts').selectAll().where('id', '=', scriptId).executeTakeFirst();
  if (!row) throw scriptNotFound();
  return row;
}

async function toScripts(deps: Deps, rows: readonly ChangeScriptRow[]): Promise<ChangeScript[]> {
  const ids = rows.map((row) => row.id);
  const uses =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('tasks')
          .select((eb) => ['script_id', eb.fn.countAll<number>().as('n')])
          .where('script_id', 'in', ids)
          .groupBy('script_id')
          .execute();
  const useCount = new Map(uses.map((row) => [row.script_id, Number(row.n)]));
  return rows.map((row) => ({
    scriptId: row.id,
    scriptName: row.name,
    description: row.description,
    mode: row.mode as ChangeScript['mode'],
    privilegedAccount: row.privileged_account,
    command: row.command,
    input: row.input as ChangeScript['input'],
    steps: JSON.parse(row.steps) as ChangeScript['steps'],
    stdin: row.stdin,
    timeoutSeconds: row.timeout_seconds,
    builtIn: row.built_in === 1,
    taskCount: useCount.get(row.id) ?? 0,
    createBy: row.created_by,
    createTime: row.created_at,
    updateTime: row.updated_at,
  }));
}

export async function listScripts(
  deps: Deps,
  query: { scriptName?: string | undefined; pageNum: number; pageSize: number },
): Promise<{ rows: ChangeScript[]; total: number }> {
  let base = deps.db.selectFrom('change_scripts');
  if (query.scriptName) base = base.where(containsLowered(deps.db, 'change_scripts.search_name', query.scriptName));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('search_name')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return { rows: await toScripts(deps, rows), total: Number(count.n) };
}

export async function getScript(deps: Deps, scriptId: number): Promise<ChangeScript> {
  return (await toScripts(deps, [await loadScript(deps, scriptId)]))[0] as ChangeScript;
}

function columnsOf(body: AddBody, now: string) {
  return {
    name: body.scriptName,
    search_name: body.scriptName.toLowerCase(),
    description: body.description,
    mode: body.mode,
    privileged_account: body.mode === 'privileged' ? body.privilegedAccount : '',
    command: body.command,
    input: body.input,
    steps: JSON.stringify(body.input === 'dialogue' ? body.steps : []),
    stdin: body.input === 'stdin' ? body.stdin : '',
    timeout_seconds: body.timeoutSeconds,
    updated_at: now,
  };
}

async function assertNameFree(deps: Deps, name: string, exceptId?: number) {
  let query = deps.db.selectFrom('change_scripts').select('id').where('search_name', '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

export async function addScript(
  deps: Deps,
  caller: Pick<AuthSession, 'userName'>,
  body: AddBody,
): Promise<ChangeScript> {
  await assertNameFree(deps, body.scriptName);
  const now = deps.now().toISOString();
  const { id } = await deps.db
    .insertInto('change_scripts')
    .values({ ...columnsOf(body, now), built_in: 0, created_by: caller.userName, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getScript(deps, id);
}

export async function updateScript(deps: Deps, body: UpdateBody): Promise<ChangeScript> {
  await loadScript(deps, body.scriptId);
  await assertNameFree(deps, body.scriptName, body.scriptId);
  await deps.db
    .updateTable('change_scripts')
    .set(columnsOf(body, deps.now().toISOString()))
    .where('id', '=', body.scriptId)
    .execute();
  return getScript(deps, body.scriptId);
}

/** Deletes scripts; refused whole when one is built in or used by a task (nothing is deleted then). */
export async function removeScripts(deps: Deps, ids: readonly number[]): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('change_scripts')
      .select(['id', 'built_in'])
      .where('id', 'in', [...ids])
      .execute();
    if (rows.some((row) => row.built_in === 1))
      throw new AppError(ResponseCode.scriptInUse, 'scriptBuiltIn', {}, { data: { field: 'ids' } });
    const used = await trx
      .selectFrom('tasks')
      .select('id')
      .where('script_id', 'in', [...ids])
      .executeTakeFirst();
    if (used) throw new AppError(ResponseCode.scriptInUse, 'scriptInUse', {}, { data: { field: 'ids' } });
    const result = await trx
      .deleteFrom('change_scripts')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
