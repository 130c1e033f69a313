import { join } from 'node:path';
import { SessionState } from '../../../shared/api/terminal';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { TerminalGateway } from '../../bastion/gateway/terminalGateway';
import { repairRfbRecording } from '../../bastion/graphical/recording';
import { trimUnfinishedTail } from '../../bastion/recording/castRepair';
import { summariseCast } from '../../bastion/recording/castSummary';
import type { Deps } from '../../deps';

/**
 * At start-up, the sessions this node held when it last stopped without ending them (a crash, a kill -9):
 * their recordings lose the unfinished last line (a graphical session's `.rfb` its unfinished last record), and
 * their rows are finished with reason serverStopped, the end and size read from the recording itself.
 */
export async function closeInterruptedSessions(deps: Pick<Deps, 'db' | 'now' | 'log'>, gateway: TerminalGateway) {
  const rows = await deps.db
    .selectFrom('terminal_sessions')
    .select(['id', 'recording_file', 'started_at'])
    .where('state', '=', SessionState.online)
    .where('node_id', '=', gateway.nodeId)
    .execute();
  for (const row of rows) {
    let endedAt = row.started_at;
    let recordingBytes = 0;
    if (row.recording_file) {
      const path = join(gateway.recordingsDir, row.recording_file);
      try {
        if (row.recording_file.endsWith('.rfb')) {
          // A graphical session's recording (docs/recordings.md, "Graphical recordings"): cut to its last whole record.
          const repaired = await repairRfbRecording(path);
          endedAt = repaired.endedAt.toISOString();
          recordingBytes = repaired.sizeBytes;
        } else {
          await trimUnfinishedTail(path);
          const summary = await summariseCast(path);
          endedAt = summary.endedAt?.toISOString() ?? endedAt;
          recordingBytes = summary.sizeBytes;
        }
      } catch (error) {
        // Missing or damaged beyond a cut line: the row is closed anyway, the file is left for an operator.
        deps.log.warn({ err: error, sessionId: row.id }, 'recording of an interrupted session could not be repaired');
      }
    }
    const commands = await deps.db
      .selectFrom('terminal_commands')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('session_id', '=', row.id)
      .executeTakeFirstOrThrow();
    await deps.db
      .updateTable('terminal_sessions')
      .set({
        state: SessionState.finished,
        end_reason: SessionEndReason.serverStopped,
        ended_at: endedAt,
        recording_bytes: recordingBytes,
        command_count: Number(commands.count),
      })
      .where('id', '=', row.id)
      .execute();
  }
  if (rows.length > 0) deps.log.info({ count: rows.length }, 'closed terminal sessions interrupted by a stop');
}
