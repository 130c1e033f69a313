import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';

/** Flow tasks waiting for this user's decision: their share of no_approve_num. */
export async function countWaitingTasks(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('flow_tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('assignee_id', '=', userId)
    .where('status', '=', FlowTaskStatus.waiting)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
