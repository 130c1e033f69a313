import type { MessageKey } from '../../../shared/messages';
import type { Db } from '../../db/database';

/** A log line of a run: a message key and its parameters, shown in the reader's language. */
export interface RunLogLine {
  time: string;
  level: 'info' | 'warn' | 'error';
  key: MessageKey;
  params: Record<string, string | number>;
}

/** A run keeps its last this many log lines. */
export const RUN_LOG_MAX = 500;

export const logLine = (
  time: Date,
  level: RunLogLine['level'],
  key: MessageKey,
  params: RunLogLine['params'] = {},
): RunLogLine => ({ time: time.toISOString(), level, key, params });

/** Appends lines to a run's log. Only the node running it writes it, one write at a time (the runner's chain). */
export async function appendRunLog(db: Db, runId: number, lines: readonly RunLogLine[]): Promise<void> {
  const row = await db.selectFrom('task_runs').select('log').where('id', '=', runId).executeTakeFirst();
  if (!row) return;
  const log = [...(JSON.parse(row.log) as RunLogLine[]), ...lines].slice(-RUN_LOG_MAX);
  await db
    .updateTable('task_runs')
    .set({ log: JSON.stringify(log) })
    .where('id', '=', runId)
    .execute();
}
