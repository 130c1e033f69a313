import type { JobLog } from '../../../shared/api/tasks';
import type { Lang } from '../../../shared/messages';
import { containsLowered } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { renderStored } from './runRows';
import { taskNamesContaining } from './runService';

/** The scheduler's firings, newest first. */
export async function listJobLog(
  deps: Deps,
  query: { taskName?: string | undefined; outcome?: string | undefined; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<{ rows: JobLog[]; total: number }> {
  let base = deps.db.selectFrom('job_log');
  if (query.taskName) {
    const names = await taskNamesContaining(deps.db, 'job_log', query.taskName);
    if (names?.length === 0) return { rows: [], total: 0 };
    base = base.where(
      names
        ? (eb) => eb('job_log.search_name', 'in', names)
        : containsLowered(deps.db, 'job_log.search_name', query.taskName),
    );
  }
  if (query.outcome) base = base.where('job_log.outcome', '=', query.outcome);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    rows: rows.map((row) => ({
      jobLogId: row.id,
      taskId: row.task_id,
      taskName: row.task_name,
      scheduledTime: row.scheduled_at,
      firedTime: row.fired_at,
      outcome: row.outcome as JobLog['outcome'],
      runId: row.run_id,
      node: row.node,
      message: renderStored(row.message_key, row.message_params, lang),
    })),
    total: Number(count.n),
  };
}
