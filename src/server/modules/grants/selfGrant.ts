import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AddGrantsBodySchema } from '../../../shared/api/grants';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { loadDeptTree } from '../departments';
import { loadBaseConfig } from '../settings';
import { subjectsOfUser } from './subjects';

/**
 * A self-grant is an authorisation whose subject covers its grantor (the user itself, a group
 * it is in, its department or one above it). The base configuration refuses it (default) or allows it;
 * either way the operation-log row of the call is marked, so that self-service access is visible.
 * Answers the field naming the covering subject, or null when the request is not a self-grant.
 */
export function coveringField(
  subjects: { userId: number; groupIds: readonly number[]; deptIds: readonly number[] },
  body: Pick<z.output<typeof AddGrantsBodySchema>, 'userIds' | 'groupIds' | 'deptIds'>,
): 'userIds' | 'groupIds' | 'deptIds' | null {
  if (body.userIds.includes(subjects.userId)) return 'userIds';
  if (body.groupIds.some((id) => subjects.groupIds.includes(id))) return 'groupIds';
  if (body.deptIds.some((id) => subjects.deptIds.includes(id))) return 'deptIds';
  return null;
}

export async function checkSelfGrant(
  deps: Deps,
  caller: AuthSession,
  body: z.output<typeof AddGrantsBodySchema>,
  request: FastifyRequest,
): Promise<void> {
  const subjects = await subjectsOfUser(deps.db, caller.userId, await loadDeptTree(deps.db));
  const field = coveringField(subjects, body);
  if (field === null) return;
  request.gatehouseAuditNote = 'self-grant';
  if ((await loadBaseConfig(deps.db)).selfGrant === 'refuse') {
    throw new AppError(ResponseCode.userOperationRefused, 'selfGrantRefused', {}, { data: { field } });
  }
}
