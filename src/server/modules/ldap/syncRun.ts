import type { LdapSyncRun } from '../../../shared/api/ldap';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';

/** A run's progress and counts as the status call answers them. */
export async function readLdapSyncRun(deps: Deps, runId: number): Promise<LdapSyncRun> {
  const row = await deps.db.selectFrom('ldap_sync_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.notFound, 'notFound', {}, { data: { field: 'runId' } });
  let skippedUsers: LdapSyncRun['skippedUsers'] = [];
  try {
    skippedUsers = JSON.parse(row.skipped_detail) as LdapSyncRun['skippedUsers'];
  } catch {
    skippedUsers = [];
  }
  return {
    runId: row.id,
    all: row.full_sync === 1,
    startedBy: row.started_by,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    total: row.total,
    done: row.done,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    skipped: row.skipped,
    locked: row.locked,
    skippedUsers,
    error: row.error,
  };
}
