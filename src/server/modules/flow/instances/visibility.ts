import type { Selectable } from 'kysely';
import { Permission } from '../../../../shared/access/permissions';
import { ResponseCode } from '../../../../shared/codes';
import type { Db } from '../../../db/database';
import type { FlowInstancesTable } from '../../../db/schema';
import { AppError } from '../../../errors/appError';

export interface FlowCaller {
  id: number;
  name: string;
  hasPermission(permission: string): boolean;
}

export type InstanceRow = Selectable<FlowInstancesTable>;

/**
 * Who may see a request: its applicant, anyone it was ever assigned to, and the holders of
 * system:flow:stop (who must see what they stop). Everyone else is told the request is not theirs to view.
 */
export async function loadVisibleInstance(db: Db, caller: FlowCaller, instanceId: number): Promise<InstanceRow> {
  const row = await db.selectFrom('flow_instances').selectAll().where('id', '=', instanceId).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.flowInstanceNotFound, 'flowInstanceNotFound');
  if (row.applicant_id === caller.id || caller.hasPermission(Permission.flowStop)) return row;
  const assigned = await db
    .selectFrom('flow_tasks')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('assignee_id', '=', caller.id)
    .executeTakeFirst();
  if (!assigned) throw new AppError(ResponseCode.forbidden, 'flowNoView');
  return row;
}
