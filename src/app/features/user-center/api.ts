import { listMySessions, type MySession, signOutMySession, signOutOtherSessions } from '../../../shared/api/mySessions';
import { call } from '../../data/http';

/** The user area's calls ("sessions of mine"); the only file here that touches the network. */
export const fetchMySessions = (signal?: AbortSignal): Promise<MySession[]> => call(listMySessions, { signal });
export const endMySession = (sessionId: string) => call(signOutMySession, { body: { sessionId } });
export const endOtherSessions = () => call(signOutOtherSessions, {});
