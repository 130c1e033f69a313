/** What app.ts and other modules use from the web-terminal module: its sockets, background duties and reads. */
export { learnHostKey, notePendingHostKey, recordedHostKey } from './hostKeys';
export { authorizeLogin, type LoginAccess, stillAuthorized } from './loginAccess';
export { credentialOf } from './openSession';
export { closeInterruptedSessions } from './recovery';
export { behaviorOfSession } from './sessionBehavior';
export {
  insertAttempt,
  markLoginFailed,
  onlineSessionsOf,
  type SessionRow,
  sessionRow,
  sessionView,
  toTerminalSession,
} from './sessionRows';
export { openSessionSftp, type SessionSftp } from './sessionSftp';
export {
  checkSessionStanding,
  ownerActivity,
  STANDING_CHECK_MS,
  type StandingSession,
  scheduleStandingChecks,
} from './sessionStanding';
export { watchSignOuts } from './signOut';
export { registerTerminalSocket } from './socket';
export { registerTerminalWatchSocket } from './watchSocket';
