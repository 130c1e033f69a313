import { getSession, type TerminalSession, terminateSession } from '../../../shared/api/terminal';
import { call } from '../../data/http';

/** The remote desktop monitor's calls: who and what is watched, and ending it (POST /audit/sessions/:id/terminate). */
export const fetchDesktopSession = (sessionId: number): Promise<TerminalSession> =>
  call(getSession, { params: { sessionId: String(sessionId) } });

export const terminateDesktopSession = (sessionId: number): Promise<unknown> =>
  call(terminateSession, { params: { sessionId: String(sessionId) } });
