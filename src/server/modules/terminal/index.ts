/** What app.ts uses from the web-terminal module: its sockets and its background duties. */
export { learnHostKey, notePendingHostKey, recordedHostKey } from './hostKeys';
export { closeInterruptedSessions } from './recovery';
export { sessionView } from './sessionRows';
export { openSessionSftp, type SessionSftp } from './sessionSftp';
export { scheduleStandingChecks } from './sessionStanding';
export { watchSignOuts } from './signOut';
export { registerTerminalSocket } from './socket';
export { registerTerminalWatchSocket } from './watchSocket';
