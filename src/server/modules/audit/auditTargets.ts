import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';

/**
 * Puts the user names of a call's targets into its operation-log row, so that a row about a user names
 * both people (the operator in user_name, the target in target_names) even when the body carries only ids
 * and even when the call is refused. Looked up before the change, so a deleted user is still named.
 */
export async function nameTargetUsers(db: Db, request: FastifyRequest, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const rows = await db.selectFrom('users').select('user_name').where('id', 'in', ids).orderBy('id').execute();
  request.gatehouseAuditNames = [...(request.gatehouseAuditNames ?? []), ...rows.map((row) => row.user_name)];
}
