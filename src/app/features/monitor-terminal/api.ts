import { getSession, type TerminalSession, terminateSession } from '../../../shared/api/terminal';
import { call } from '../../data/http';

/** The live monitor's calls. */
export const fetchSession = (sessionId: number): Promise<TerminalSession> =>
  call(getSession, { params: { sessionId: String(sessionId) } });

export const endSession = (sessionId: number): Promise<unknown> =>
  call(terminateSession, { params: { sessionId: String(sessionId) } });
