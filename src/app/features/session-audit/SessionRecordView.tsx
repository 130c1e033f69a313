import { isGraphicalProtocol } from '../../../shared/api/graphicalRecording';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DatabaseSessionView } from './DatabaseSessionView';
import { GraphicalReplayView } from './graphical/GraphicalReplayView';
import { useSession } from './queries';
import { ReplayView } from './ReplayView';
import { isDatabaseSession } from './statementFilter';
import { isWebSession, WebSessionView } from './web/WebSessionView';

/**
 * One session of /vedio-replay: a database session's statements, a graphical session's (RDP, VNC) replay drawn by
 * noVNC, or a terminal session's replay. The session is read first, because mounting the replay fetches the
 * recording (an audited download) that a database session does not have. A session that cannot be read goes to the
 * terminal replay, which shows why.
 */
export function SessionRecordView({ sessionId, onBack }: { sessionId: number; onBack: () => void }) {
  const session = useSession(sessionId);
  if (session.isPending) return <LoadingSpinner />;
  if (session.data && isDatabaseSession(session.data)) {
    return <DatabaseSessionView session={session.data} onBack={onBack} />;
  }
  if (session.data && isWebSession(session.data)) {
    return <WebSessionView session={session.data} onBack={onBack} />;
  }
  if (session.data && isGraphicalProtocol(session.data.protocol)) {
    return <GraphicalReplayView sessionId={sessionId} onBack={onBack} />;
  }
  return <ReplayView sessionId={sessionId} onBack={onBack} />;
}
