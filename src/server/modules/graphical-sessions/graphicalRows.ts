import type { EffectiveBehavior } from '../../../shared/api/behaviorPolicies';
import { LoginResult, SessionState } from '../../../shared/api/terminal';
import type { GraphicalSessionEnd } from '../../bastion/graphical/graphicalSession';
import type { Db } from '../../db/database';

/** The login was accepted: the row names its recording and the behaviour in effect (as the terminal's does). */
export async function markGraphicalLoggedIn(
  db: Db,
  id: number,
  recordingFile: string,
  behavior: EffectiveBehavior,
): Promise<void> {
  await db
    .updateTable('terminal_sessions')
    .set({ login_result: LoginResult.success, recording_file: recordingFile, behavior: JSON.stringify(behavior) })
    .where('id', '=', id)
    .execute();
}

export async function markGraphicalEnded(db: Db, id: number, end: GraphicalSessionEnd): Promise<void> {
  await db
    .updateTable('terminal_sessions')
    .set({
      state: SessionState.finished,
      end_reason: end.reason,
      terminated_by: end.terminatedBy,
      ended_at: end.recording.endedAt.toISOString(),
      recording_bytes: end.recording.sizeBytes,
    })
    .where('id', '=', id)
    .execute();
}
